import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `finance.ebilling_contacts`: the buyers of e-invoices (docs/finance-ebilling.md). Rows are never
 * deleted (issued e-invoices name them): removal clears `active`, so the id type and document
 * number are unique among active contacts only.
 */
export class EbillingContacts1732240002205 implements MigrationInterface {
  name = 'EbillingContacts1732240002205';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS finance`);
    await q.query(`
      CREATE TABLE finance.ebilling_contacts (
        id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        type            text NOT NULL CHECK (type IN ('INDIVIDUAL', 'COMPANY', 'GOVERNMENT', 'FOREIGN')),
        name            text NOT NULL,
        tin             text NOT NULL,
        id_type         text NOT NULL CHECK (id_type IN ('BRN', 'NRIC', 'PASSPORT', 'ARMY')),
        document_number text NOT NULL,
        sst_number      text NOT NULL DEFAULT 'NA',
        email           text,
        phone           text NOT NULL,
        address_line1   text NOT NULL,
        address_line2   text,
        postcode        text,
        city            text NOT NULL,
        state_code      char(2) NOT NULL,
        country_code    char(3) NOT NULL DEFAULT 'MYS',
        contact_person  text,
        tin_status      text NOT NULL DEFAULT 'NOT_CHECKED' CHECK (tin_status IN ('NOT_CHECKED', 'VALID', 'NOT_FOUND')),
        tin_checked_at  timestamptz,
        active          boolean NOT NULL DEFAULT true,
        created_at      timestamptz NOT NULL DEFAULT now(),
        updated_at      timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE UNIQUE INDEX ebilling_contacts_document_uq ON finance.ebilling_contacts (id_type, document_number) WHERE active`,
    );
    await q.query(`CREATE INDEX ebilling_contacts_name_idx ON finance.ebilling_contacts (lower(name)) WHERE active`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS finance.ebilling_contacts`);
  }
}
