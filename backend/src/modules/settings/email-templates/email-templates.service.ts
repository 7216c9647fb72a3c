import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
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
import type { AuditedRecords } from '../../../core/audit/audited-records';
import { CrudKit } from '../../../core/crud/audited-resource';
import { requestContext } from '../../../core/context/request-context';
import { AppError } from '../../../core/errors/app-error';
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
  private readonly records: AuditedRecords<EmailTemplate>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly templates: EmailTemplatesRepository,
    kit: CrudKit,
  ) {
    this.records = kit.records({
      name: 'email-template',
      notFound: 'EMAIL_TEMPLATE_NOT_FOUND',
      read: async (m, id, lock) => {
        const row = await templates.find(id, { forUpdate: lock }, m);
        return row && withPlaceholders(row);
      },
      constraints: { email_templates_type_language_uq: { code: 'EMAIL_TEMPLATE_TAKEN', field: 'language' } },
      createdAs: 'template',
      listsChanged: false,
    });
  }

  async all(): Promise<EmailTemplate[]> {
    return (await this.templates.all()).map(withPlaceholders);
  }

  async ofType(templateType: EmailTemplateType): Promise<EmailTemplate[]> {
    return (await this.templates.ofType(templateType)).map(withPlaceholders);
  }

  async filter(q: EmailTemplateFilter): Promise<Page<EmailTemplate>> {
    return mapPage(await this.templates.filter(q), withPlaceholders);
  }

  one(id: string): Promise<EmailTemplate> {
    return this.records.get(this.dataSource.manager, id);
  }

  create(input: EmailTemplateCreate): Promise<EmailTemplate> {
    const texts = checkedTexts(input.templateType, input);
    return this.records.create(
      (m) => this.templates.insert(m, { templateType: input.templateType, language: input.language, ...texts }),
      {
        language: input.language,
      },
    );
  }

  /** New subject and bodies; the type and language stay (they are what senders look the template up by). */
  update(input: EmailTemplateUpdate): Promise<EmailTemplate> {
    return this.records.update(input.id, (m, before) =>
      this.templates.update(m, input.id, checkedTexts(before.templateType, input)),
    );
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
