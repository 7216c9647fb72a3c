import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Organizations context: extends the table the accounts migration started. The lifecycle is
 * event-sourced (stream `organization-<id>`); these tables are its inline read model, written in
 * the same transaction as each append. New columns are nullable or defaulted, so rows made with
 * only a name (tests, older data) stay valid.
 */
export class Organizations1732240000700 implements MigrationInterface {
  name = 'Organizations1732240000700';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE organizations.organization_code_seq`);
    await q.query(`
      ALTER TABLE organizations.organizations
        ADD COLUMN code                text NOT NULL DEFAULT 'ORG' || lpad(nextval('organizations.organization_code_seq')::text, 6, '0'),
        ADD COLUMN organization_type   text,
        ADD COLUMN registration_number text,
        ADD COLUMN contact_person_name text,
        ADD COLUMN address_line1       text,
        ADD COLUMN address_line2       text,
        ADD COLUMN postcode            text,
        ADD COLUMN city                text,
        ADD COLUMN state               text,
        ADD COLUMN country_code        text,
        ADD COLUMN default_currency    text,
        ADD COLUMN language            text NOT NULL DEFAULT 'en',
        ADD COLUMN terms_accepted_at   timestamptz,
        ADD COLUMN status_reason       text,
        ADD COLUMN decided_at          timestamptz,
        ADD COLUMN decided_by          uuid,
        ADD COLUMN secret_key_hash     text,
        ADD COLUMN secret_key_reset_at timestamptz,
        ADD COLUMN version             integer NOT NULL DEFAULT 0,
        ADD COLUMN updated_at          timestamptz NOT NULL DEFAULT now()`);
    await q.query(`ALTER TABLE organizations.organizations ADD CONSTRAINT organizations_status_ck
                     CHECK (status IN ('pending', 'approved', 'rejected'))`);
    await q.query(`CREATE UNIQUE INDEX organizations_code_uq ON organizations.organizations (code)`);
    // One live application or organization per e-mail and per registration number; a rejected one may apply again.
    await q.query(`CREATE UNIQUE INDEX organizations_email_uq ON organizations.organizations (lower(email))
                     WHERE status IN ('pending', 'approved')`);
    await q.query(`CREATE UNIQUE INDEX organizations_registration_number_uq
                     ON organizations.organizations (upper(regexp_replace(registration_number, '\\s', '', 'g')))
                     WHERE status IN ('pending', 'approved')`);
    await q.query(`CREATE INDEX organizations_status_idx ON organizations.organizations (status, created_at)`);
    await q.query(`CREATE UNIQUE INDEX organizations_secret_key_uq ON organizations.organizations (secret_key_hash)`);

    await q.query(`
      CREATE TABLE organizations.documents (
        id              uuid PRIMARY KEY,
        -- upload order (several files share one transaction, so one uploaded_at)
        seq             bigint GENERATED ALWAYS AS IDENTITY,
        organization_id uuid NOT NULL REFERENCES organizations.organizations(id),
        file_id         uuid NOT NULL REFERENCES storage.files(id),
        uploaded_at     timestamptz NOT NULL DEFAULT now(),
        replaced_at     timestamptz,
        replaced_by     uuid
      )`);
    await q.query(
      `CREATE INDEX documents_organization_idx ON organizations.documents (organization_id) WHERE replaced_at IS NULL`,
    );

    await q.query(`
      CREATE TABLE organizations.product_rate_codes (
        id              uuid PRIMARY KEY,
        organization_id uuid NOT NULL REFERENCES organizations.organizations(id),
        product_type    text NOT NULL,
        rate_code       text NOT NULL,
        description     text,
        active          boolean NOT NULL DEFAULT true,
        created_at      timestamptz NOT NULL DEFAULT now(),
        updated_at      timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX product_rate_codes_uq
                     ON organizations.product_rate_codes (organization_id, product_type, rate_code)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE organizations.product_rate_codes`);
    await q.query(`DROP TABLE organizations.documents`);
    await q.query(`DROP INDEX organizations.organizations_secret_key_uq`);
    await q.query(`DROP INDEX organizations.organizations_status_idx`);
    await q.query(`DROP INDEX organizations.organizations_registration_number_uq`);
    await q.query(`DROP INDEX organizations.organizations_email_uq`);
    await q.query(`DROP INDEX organizations.organizations_code_uq`);
    await q.query(`ALTER TABLE organizations.organizations DROP CONSTRAINT organizations_status_ck`);
    await q.query(`
      ALTER TABLE organizations.organizations
        DROP COLUMN code, DROP COLUMN organization_type, DROP COLUMN registration_number,
        DROP COLUMN contact_person_name, DROP COLUMN address_line1, DROP COLUMN address_line2,
        DROP COLUMN postcode, DROP COLUMN city, DROP COLUMN state, DROP COLUMN country_code,
        DROP COLUMN default_currency, DROP COLUMN language, DROP COLUMN terms_accepted_at,
        DROP COLUMN status_reason, DROP COLUMN decided_at, DROP COLUMN decided_by,
        DROP COLUMN secret_key_hash, DROP COLUMN secret_key_reset_at, DROP COLUMN version, DROP COLUMN updated_at`);
    await q.query(`DROP SEQUENCE organizations.organization_code_seq`);
  }
}
