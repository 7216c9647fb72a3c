import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * User accounts (spec section 3 User): profile fields, security question and phrase, single-use
 * e-mailed link tokens, device OTPs and registered devices. Also the start of the organizations
 * context: just enough of `organizations.organizations` for users to belong to one and for the
 * user list to filter by its name. The organizations issue extends that table.
 */
export class Accounts1732240000500 implements MigrationInterface {
  name = 'Accounts1732240000500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS organizations`);
    await q.query(`
      CREATE TABLE organizations.organizations (
        id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name           text NOT NULL,
        email          text,
        contact_number text,
        status         text NOT NULL DEFAULT 'pending',
        created_at     timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      ALTER TABLE identity.users
        ADD COLUMN full_name            text NOT NULL DEFAULT '',
        ADD COLUMN level                text,
        ADD COLUMN id_type              text,
        ADD COLUMN id_number            text,
        ADD COLUMN mobile_number        text,
        ADD COLUMN security_question    text,
        ADD COLUMN security_answer_hash text,
        ADD COLUMN security_phrase      text,
        ADD COLUMN terms_accepted_at    timestamptz,
        ADD COLUMN password_changed_at  timestamptz,
        ADD COLUMN last_login_at        timestamptz,
        ADD COLUMN deleted_at           timestamptz,
        ADD COLUMN created_by           uuid`);
    await q.query(`UPDATE identity.users SET full_name = trim(first_name || ' ' || last_name)`);
    // Users of organizations that do not exist would escape every tenancy filter.
    await q.query(`
      ALTER TABLE identity.users ADD CONSTRAINT users_organization_fk
        FOREIGN KEY (organization_id) REFERENCES organizations.organizations(id)`);
    // One account per address among users that are not deleted (a deleted user's address can be reused).
    await q.query(`CREATE UNIQUE INDEX users_email_uq ON identity.users (lower(email)) WHERE status <> 'X'`);
    await q.query(`CREATE INDEX users_organization_idx ON identity.users (organization_id)`);

    // E-mailed links: only the sha256 of the token is stored; used_at makes it single-use.
    await q.query(`
      CREATE TABLE identity.account_tokens (
        id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id     uuid NOT NULL REFERENCES identity.users(id),
        purpose     text NOT NULL CHECK (purpose IN ('FIRST_TIME_LOGIN', 'PASSWORD_RESET')),
        token_hash  text NOT NULL UNIQUE,
        expires_at  timestamptz NOT NULL,
        used_at     timestamptz,
        created_at  timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX account_tokens_user_idx ON identity.account_tokens (user_id, purpose)`);

    // Device-registration OTPs: argon2 hash (six digits are too few for a bare sha256), bounded attempts.
    await q.query(`
      CREATE TABLE identity.device_otps (
        id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id     uuid NOT NULL REFERENCES identity.users(id),
        code_hash   text NOT NULL,
        expires_at  timestamptz NOT NULL,
        attempts    integer NOT NULL DEFAULT 0,
        used_at     timestamptz,
        created_at  timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX device_otps_user_idx ON identity.device_otps (user_id, created_at DESC)`);

    await q.query(`
      CREATE TABLE identity.devices (
        id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id           uuid NOT NULL REFERENCES identity.users(id),
        name              text NOT NULL,
        registered_at     timestamptz NOT NULL DEFAULT now(),
        last_logged_in_at timestamptz,
        removed_at        timestamptz
      )`);
    await q.query(`CREATE INDEX devices_user_idx ON identity.devices (user_id) WHERE removed_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE identity.devices`);
    await q.query(`DROP TABLE identity.device_otps`);
    await q.query(`DROP TABLE identity.account_tokens`);
    await q.query(`DROP INDEX identity.users_organization_idx`);
    await q.query(`DROP INDEX identity.users_email_uq`);
    await q.query(`ALTER TABLE identity.users DROP CONSTRAINT users_organization_fk`);
    await q.query(`
      ALTER TABLE identity.users
        DROP COLUMN full_name, DROP COLUMN level, DROP COLUMN id_type, DROP COLUMN id_number,
        DROP COLUMN mobile_number, DROP COLUMN security_question, DROP COLUMN security_answer_hash,
        DROP COLUMN security_phrase, DROP COLUMN terms_accepted_at, DROP COLUMN password_changed_at,
        DROP COLUMN last_login_at, DROP COLUMN deleted_at, DROP COLUMN created_by`);
    await q.query(`DROP SCHEMA organizations CASCADE`);
  }
}
