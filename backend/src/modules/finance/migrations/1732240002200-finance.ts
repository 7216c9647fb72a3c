import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The finance context's schema: its documents' read model (written in the transaction of their
 * events), the gapless number sequences, the receivables ledger, the period lock and the category
 * switches. Money in bigint minor units. docs/finance.md.
 */
export class Finance1732240002200 implements MigrationInterface {
  name = 'Finance1732240002200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS finance`);
    await q.query(`
      CREATE TABLE finance.documents (
        id                  uuid PRIMARY KEY,
        kind                text NOT NULL CHECK (kind IN ('INVOICE', 'CREDIT_NOTE', 'DEBIT_NOTE', 'RECEIPT')),
        status              text NOT NULL CHECK (status IN ('DRAFT', 'ISSUED', 'DEACTIVATED')),
        document_no         text UNIQUE,
        document_date       date NOT NULL,
        due_date            date,
        currency_code       char(3) NOT NULL,
        organization_id     uuid,
        ebilling_contact_id uuid,
        buyer               text,
        category            text NOT NULL,
        booking_reference   text,
        tour_code           text,
        guest_name          text,
        invoice_id          uuid,
        invoice_no          text,
        total               bigint NOT NULL,
        amount              bigint,
        outstanding         bigint,
        payment_status      text,
        -- The booking event that made it (automatic documents): one document per event and kind.
        source_event_id     uuid,
        document            jsonb NOT NULL,
        issued_at           timestamptz,
        created_by          uuid,
        created_at          timestamptz NOT NULL DEFAULT now(),
        updated_at          timestamptz NOT NULL DEFAULT now(),
        version             integer NOT NULL,
        UNIQUE (source_event_id, kind)
      )`);
    await q.query(`CREATE INDEX documents_kind_date_idx ON finance.documents (kind, document_date DESC, id)`);
    await q.query(`CREATE INDEX documents_organization_idx ON finance.documents (organization_id, kind, document_date DESC)`);
    await q.query(`CREATE INDEX documents_invoice_idx ON finance.documents (invoice_id) WHERE invoice_id IS NOT NULL`);
    await q.query(
      `CREATE INDEX documents_booking_idx ON finance.documents (booking_reference) WHERE booking_reference IS NOT NULL`,
    );
    await q.query(`
      CREATE TABLE finance.document_sequences (
        kind        text NOT NULL,
        year        integer NOT NULL,
        last_number integer NOT NULL,
        PRIMARY KEY (kind, year)
      )`);
    // The receivables ledger: one row per effect on an invoice (its charge, a debit note, a credit
    // note, a receipt's allocation), signed, removed again only by a deactivation's reversing row.
    await q.query(`
      CREATE TABLE finance.receivable_entries (
        id           bigserial PRIMARY KEY,
        invoice_id   uuid NOT NULL,
        document_id  uuid NOT NULL,
        kind         text NOT NULL,
        amount       bigint NOT NULL,
        -- The day it counts from (aging as of a day): the document's date, or the day of a later allocation or deactivation.
        effective_on date NOT NULL,
        entered_at   timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX receivable_entries_invoice_idx ON finance.receivable_entries (invoice_id)`);
    await q.query(`
      CREATE TABLE finance.period_lock (
        id             smallint PRIMARY KEY CHECK (id = 1),
        locked_through text CHECK (locked_through ~ '^\\d{4}-(0[1-9]|1[0-2])$'),
        updated_at     timestamptz NOT NULL DEFAULT now(),
        updated_by     uuid
      )`);
    await q.query(`
      CREATE TABLE finance.categories (
        family     text NOT NULL CHECK (family IN ('INVOICE', 'NOTE', 'RECEIPT')),
        category   text NOT NULL,
        active     boolean NOT NULL DEFAULT true,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (family, category)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SCHEMA finance CASCADE`);
  }
}
