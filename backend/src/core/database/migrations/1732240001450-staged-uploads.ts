import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Files uploaded ahead of the record they belong to (`/bo/Form|General/{type}/upload/{id}`): each
 * is a `storage.files` row plus its draft (type, draft id, uploader). The owning context claims a
 * draft's files when the form is saved; unclaimed ones are purged after a day.
 */
export class StagedUploads1732240001450 implements MigrationInterface {
  name = 'StagedUploads1732240001450';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE storage.uploads (
        file_id      uuid PRIMARY KEY REFERENCES storage.files (id) ON DELETE CASCADE,
        upload_type  text NOT NULL,
        draft_id     uuid NOT NULL,
        -- null: an anonymous upload (the public sign-up form)
        uploaded_by  uuid,
        claimed_at   timestamptz,
        created_at   timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX uploads_draft_idx ON storage.uploads (upload_type, draft_id) WHERE claimed_at IS NULL`);
    await q.query(`CREATE INDEX uploads_unclaimed_idx ON storage.uploads (created_at) WHERE claimed_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE storage.uploads`);
  }
}
