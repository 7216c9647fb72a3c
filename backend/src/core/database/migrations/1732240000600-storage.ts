import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Uploaded files (supporting documents, bank-in slips). Kept in PostgreSQL: at most 3 MB each, they
 * commit in the same transaction as the record that points to them (nothing half-stored), and
 * every API instance can serve them without shared disks. Served only through authorized downloads.
 */
export class Storage1732240000600 implements MigrationInterface {
  name = 'Storage1732240000600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS storage`);
    await q.query(`
      CREATE TABLE storage.files (
        id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        purpose         text NOT NULL,
        organization_id uuid,
        file_name       text NOT NULL,
        content_type    text NOT NULL,
        size_bytes      integer NOT NULL CHECK (size_bytes > 0),
        sha256          text NOT NULL,
        content         bytea NOT NULL,
        uploaded_by     uuid,
        uploaded_at     timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX files_organization_idx ON storage.files (organization_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SCHEMA storage CASCADE`);
  }
}
