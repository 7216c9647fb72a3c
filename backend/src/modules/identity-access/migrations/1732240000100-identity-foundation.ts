import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Users, roles and sessions: the minimum to sign in. The identity issue extends these tables. */
export class IdentityFoundation1732240000100 implements MigrationInterface {
  name = 'IdentityFoundation1732240000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS identity`);
    await q.query(`
      CREATE TABLE identity.roles (
        code        text PRIMARY KEY,
        name        text NOT NULL,
        permissions text[] NOT NULL DEFAULT '{}',
        is_system   boolean NOT NULL DEFAULT false,
        created_at  timestamptz NOT NULL DEFAULT now(),
        updated_at  timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE identity.users (
        id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        username        text NOT NULL,
        password_hash   text,
        first_name      text NOT NULL DEFAULT '',
        last_name       text NOT NULL DEFAULT '',
        email           text NOT NULL,
        role_code       text NOT NULL REFERENCES identity.roles(code),
        organization_id uuid,
        merchant_code   text,
        status          char(1) NOT NULL DEFAULT 'N' CHECK (status IN ('N', 'A', 'D', 'X', 'L', 'R')),
        failed_attempts integer NOT NULL DEFAULT 0,
        created_at      timestamptz NOT NULL DEFAULT now(),
        updated_at      timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX users_username_uq ON identity.users (lower(username))`);
    await q.query(`
      CREATE TABLE identity.sessions (
        id          uuid PRIMARY KEY,
        user_id     uuid NOT NULL REFERENCES identity.users(id),
        created_at  timestamptz NOT NULL DEFAULT now(),
        expires_at  timestamptz NOT NULL,
        revoked_at  timestamptz,
        ip          text,
        user_agent  text
      )`);
    await q.query(`CREATE INDEX sessions_user_idx ON identity.sessions (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SCHEMA identity CASCADE`);
  }
}
