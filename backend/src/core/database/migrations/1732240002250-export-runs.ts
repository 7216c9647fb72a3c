import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `storage.export_runs`: exports made by the worker (core/exports): who asked, what, how far it is,
 * and the file it made (in storage.files, removed with its run).
 */
export class ExportRuns1732240002250 implements MigrationInterface {
  name = 'ExportRuns1732240002250';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE storage.export_runs (
        id              uuid PRIMARY KEY,
        kind            text NOT NULL,
        requested_by    uuid NOT NULL,
        organization_id uuid,
        language        text NOT NULL,
        params          jsonb NOT NULL,
        status          text NOT NULL CHECK (status IN ('QUEUED', 'RUNNING', 'DONE', 'FAILED')),
        progress        smallint NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
        file_id         uuid REFERENCES storage.files (id) ON DELETE SET NULL,
        error           text,
        created_at      timestamptz NOT NULL DEFAULT now(),
        finished_at     timestamptz
      )`);
    await q.query(`CREATE INDEX export_runs_requester_idx ON storage.export_runs (requested_by, kind, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE storage.export_runs`);
  }
}
