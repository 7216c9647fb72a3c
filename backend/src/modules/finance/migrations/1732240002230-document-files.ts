import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `finance.document_files`: the current PDF of each issued document per language (the file is in
 * `storage.files`), with the document's read-model version it was made from, so a file made before
 * the document changed (deactivated, a receipt allocated) is known to be stale. docs/finance-pdf.md.
 */
export class FinanceDocumentFiles1732240002230 implements MigrationInterface {
  name = 'FinanceDocumentFiles1732240002230';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE finance.document_files (
        document_id      uuid NOT NULL REFERENCES finance.documents (id),
        language         text NOT NULL CHECK (language IN ('en', 'ms')),
        file_id          uuid NOT NULL,
        document_version integer NOT NULL,
        made_at          timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (document_id, language)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE finance.document_files`);
  }
}
