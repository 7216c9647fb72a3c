import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Security and administration events an administrator can search (append-only). */
export class AuditTrail1732240000300 implements MigrationInterface {
  name = 'AuditTrail1732240000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS audit`);
    await q.query(`
      CREATE TABLE audit.entries (
        id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        at              timestamptz NOT NULL DEFAULT now(),
        action          text NOT NULL,
        actor_id        uuid,
        actor_username  text,
        organization_id uuid,
        target_type     text,
        target_id       text,
        ip              text,
        user_agent      text,
        correlation_id  text,
        page_path       text,
        details         jsonb NOT NULL DEFAULT '{}'::jsonb
      )`);
    await q.query(`CREATE INDEX entries_at_idx ON audit.entries (at DESC)`);
    await q.query(`CREATE INDEX entries_action_at_idx ON audit.entries (action, at DESC)`);
    await q.query(`CREATE INDEX entries_actor_at_idx ON audit.entries (lower(actor_username), at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SCHEMA audit CASCADE`);
  }
}
