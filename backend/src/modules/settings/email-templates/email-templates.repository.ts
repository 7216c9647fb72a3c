import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { EmailTemplateFilter } from '@bo/shared';
import { Filters, type Page, pagedList, type Sort } from '../../../core/read-side/paged-list';

/** A stored template as the API shows it, before its type's placeholders are added. */
export interface EmailTemplateRow {
  id: string;
  templateType: string;
  language: string;
  subject: string;
  bodyText: string;
  bodyHtml: string;
  updatedAt: string;
}

export interface EmailTemplateTexts {
  subject: string;
  bodyText: string;
  bodyHtml: string;
}

const COLUMNS = `t.id, t.template_type AS "templateType", t.language, t.subject, t.body_text AS "bodyText",
  t.body_html AS "bodyHtml", to_json(t.updated_at) #>> '{}' AS "updatedAt"`;
const ORDER = `t.template_type, t.language`;
const SORT: Sort = {
  keys: { templateType: 't.template_type', language: 't.language', subject: 'lower(t.subject)', updatedAt: 't.updated_at' },
  default: ORDER,
  tiebreaker: 't.id',
};

/**
 * The SQL of `settings.email_templates`, for the API and for the mail worker (which renders the
 * template of a type in the recipient's language). Writes take the caller's transaction manager.
 */
@Injectable()
export class EmailTemplatesRepository {
  constructor(private readonly dataSource: DataSource) {}

  all(): Promise<EmailTemplateRow[]> {
    return this.dataSource.query(`SELECT ${COLUMNS} FROM settings.email_templates t ORDER BY ${ORDER}`);
  }

  ofType(templateType: string): Promise<EmailTemplateRow[]> {
    return this.dataSource.query(
      `SELECT ${COLUMNS} FROM settings.email_templates t WHERE t.template_type = $1 ORDER BY ${ORDER}`,
      [templateType],
    );
  }

  filter(q: EmailTemplateFilter): Promise<Page<EmailTemplateRow>> {
    const filters = new Filters()
      .equals('t.template_type', q.templateType)
      .equals('t.language', q.language)
      .contains('t.subject', q.subject);
    return pagedList<EmailTemplateRow>(this.dataSource, q, {
      select: COLUMNS,
      from: 'settings.email_templates t',
      filters,
      sort: SORT,
    });
  }

  async find(
    id: string,
    options: { forUpdate?: boolean } = {},
    m: EntityManager = this.dataSource.manager,
  ): Promise<EmailTemplateRow | undefined> {
    const rows = (await m.query(
      `SELECT ${COLUMNS} FROM settings.email_templates t WHERE t.id = $1 ${options.forUpdate ? 'FOR UPDATE' : ''}`,
      [id],
    )) as EmailTemplateRow[];
    return rows[0];
  }

  /** The template a mail of `templateType` is rendered with: the recipient's language, else English. */
  async forMail(templateType: string, language: string): Promise<EmailTemplateTexts | undefined> {
    const rows = (await this.dataSource.query(
      `SELECT subject, body_text AS "bodyText", body_html AS "bodyHtml" FROM settings.email_templates
        WHERE template_type = $1 ORDER BY (language = $2) DESC, (language = 'en') DESC LIMIT 1`,
      [templateType, language],
    )) as EmailTemplateTexts[];
    return rows[0];
  }

  async insert(m: EntityManager, t: { templateType: string; language: string } & EmailTemplateTexts): Promise<string> {
    const [{ id }] = (await m.query(
      `INSERT INTO settings.email_templates (template_type, language, subject, body_text, body_html)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [t.templateType, t.language, t.subject, t.bodyText, t.bodyHtml],
    )) as { id: string }[];
    return id;
  }

  async update(m: EntityManager, id: string, t: EmailTemplateTexts): Promise<void> {
    await m.query(
      `UPDATE settings.email_templates SET subject = $2, body_text = $3, body_html = $4, updated_at = now() WHERE id = $1`,
      [id, t.subject, t.bodyText, t.bodyHtml],
    );
  }

  /** Seeds: the default template of a type and language unless one exists (edits are never overwritten). */
  async insertMissing(m: EntityManager, t: { templateType: string; language: string } & EmailTemplateTexts): Promise<void> {
    await m.query(
      `INSERT INTO settings.email_templates (template_type, language, subject, body_text, body_html)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (template_type, language) DO NOTHING`,
      [t.templateType, t.language, t.subject, t.bodyText, t.bodyHtml],
    );
  }
}
