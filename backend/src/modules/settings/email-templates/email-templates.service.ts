import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  EMAIL_TEMPLATE_PLACEHOLDERS,
  type EmailTemplate,
  type EmailTemplateCreate,
  type EmailTemplateFilter,
  type EmailTemplateType,
  type EmailTemplateUpdate,
  emailTemplateProblems,
  formatMessage,
  isCodeOf,
  EMAIL_TEMPLATE_TYPE,
} from '@bo/shared';
import { AuditService } from '../../../core/audit/audit.service';
import { requestContext } from '../../../core/context/request-context';
import { UnitOfWork } from '../../../core/database/unit-of-work';
import { AppError } from '../../../core/errors/app-error';
import { isUniqueViolation } from '../../../core/event-store/event-store';
import { fieldError } from '../../../core/http/action-result';
import { mapPage, type Page } from '../../../core/read-side/paged-list';
import { textToHtml } from '../services/template-renderer';
import { type EmailTemplateRow, type EmailTemplateTexts, EmailTemplatesRepository } from './email-templates.repository';

/**
 * The e-mail templates the mail worker renders (`SendTemplatedEmailJob`): one per template type
 * and language, subject and bodies with `{{placeholders}}`. An edit is checked against what its
 * type's mail is sent with (`EMAIL_TEMPLATE_PLACEHOLDERS`), so no edit can make a mail unsendable
 * or drop its link or code. Every change is audited in its transaction.
 */
@Injectable()
export class EmailTemplatesService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly audit: AuditService,
    private readonly templates: EmailTemplatesRepository,
  ) {}

  async all(): Promise<EmailTemplate[]> {
    return (await this.templates.all()).map(withPlaceholders);
  }

  async ofType(templateType: EmailTemplateType): Promise<EmailTemplate[]> {
    return (await this.templates.ofType(templateType)).map(withPlaceholders);
  }

  async filter(q: EmailTemplateFilter): Promise<Page<EmailTemplate>> {
    return mapPage(await this.templates.filter(q), withPlaceholders);
  }

  async one(id: string): Promise<EmailTemplate> {
    const row = await this.templates.find(id);
    if (!row) throw new AppError('EMAIL_TEMPLATE_NOT_FOUND');
    return withPlaceholders(row);
  }

  async create(input: EmailTemplateCreate): Promise<EmailTemplate> {
    const texts = checkedTexts(input.templateType, input);
    return this.uow.run(async (m) => {
      let id: string;
      try {
        id = await this.templates.insert(m, { templateType: input.templateType, language: input.language, ...texts });
      } catch (error) {
        if (isUniqueViolation(error)) throw fieldError('EMAIL_TEMPLATE_TAKEN', 'language', { language: input.language });
        throw error;
      }
      const template = await this.reread(m, id);
      await this.audit.record(
        { action: 'email-template.created', targetType: 'email-template', targetId: id, details: { template } },
        m,
      );
      return template;
    });
  }

  /** New subject and bodies; the type and language stay (they are what senders look the template up by). */
  async update(input: EmailTemplateUpdate): Promise<EmailTemplate> {
    return this.uow.run(async (m) => {
      const before = await this.templates.find(input.id, { forUpdate: true }, m);
      if (!before) throw new AppError('EMAIL_TEMPLATE_NOT_FOUND');
      const texts = checkedTexts(before.templateType, input);
      await this.templates.update(m, input.id, texts);
      const after = await this.reread(m, input.id);
      await this.audit.record(
        { action: 'email-template.updated', targetType: 'email-template', targetId: input.id, details: { before, after } },
        m,
      );
      return after;
    });
  }

  private async reread(m: EntityManager, id: string): Promise<EmailTemplate> {
    const row = await this.templates.find(id, {}, m);
    if (!row) throw new AppError('EMAIL_TEMPLATE_NOT_FOUND');
    return withPlaceholders(row);
  }
}

/** The texts to store (HTML made from the text when absent), or 400 naming each field that would break the mail. */
function checkedTexts(type: string, input: { subject: string; bodyText: string; bodyHtml?: string }): EmailTemplateTexts {
  const texts = { subject: input.subject, bodyText: input.bodyText, bodyHtml: input.bodyHtml ?? textToHtml(input.bodyText) };
  // A stored type the code no longer knows cannot be checked: refuse rather than guess.
  if (!isCodeOf(EMAIL_TEMPLATE_TYPE, type)) throw new AppError('EMAIL_TEMPLATE_NOT_FOUND');
  // The HTML made from the text has the text's placeholders: only an HTML body given is checked apart.
  const problems = emailTemplateProblems(type, { subject: input.subject, bodyText: input.bodyText, bodyHtml: input.bodyHtml });
  if (problems.length > 0) {
    const language = requestContext.get()?.language ?? 'en';
    const fields = problems.map((p) => ({
      path: p.path,
      code: p.code,
      message: formatMessage(p.code, language, p.params),
      params: p.params,
    }));
    throw new AppError('VALIDATION_FAILED', {}, { fields });
  }
  return texts;
}

function withPlaceholders(row: EmailTemplateRow): EmailTemplate {
  const known = isCodeOf(EMAIL_TEMPLATE_TYPE, row.templateType) ? EMAIL_TEMPLATE_PLACEHOLDERS[row.templateType] : undefined;
  return { ...row, placeholders: { available: [...(known?.available ?? [])], required: [...(known?.required ?? [])] } };
}
