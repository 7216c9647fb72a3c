import type { MigrationInterface, QueryRunner } from 'typeorm';

/** E-mail templates per type and language (settings context); defaults come from the seed. */
export class EmailTemplates1732240000200 implements MigrationInterface {
  name = 'EmailTemplates1732240000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS settings`);
    await q.query(`
      CREATE TABLE settings.email_templates (
        id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        template_type text NOT NULL,
        language      text NOT NULL CHECK (language IN ('en', 'ms')),
        subject       text NOT NULL,
        body_text     text NOT NULL,
        body_html     text NOT NULL,
        created_at    timestamptz NOT NULL DEFAULT now(),
        updated_at    timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT email_templates_type_language_uq UNIQUE (template_type, language)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE settings.email_templates`);
  }
}
