import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * MyInvois e-invoices (docs/finance-einvoice-flow.md): `finance.einvoices`, one record per issued
 * document that needs one (or per month's consolidated B2C sales), with its own state beside the
 * document; `finance.einvoice_attempts`, the submit log (each preparation, submission, poll,
 * cancel, rejection, retry); `finance.einvoice_consolidated`, which documents a consolidated
 * e-invoice covers (a document is covered once: the primary key).
 */
export class EInvoices1732240002220 implements MigrationInterface {
  name = 'EInvoices1732240002220';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE finance.einvoices (
        id                      uuid PRIMARY KEY,
        subject                 text NOT NULL CHECK (subject IN ('INVOICE', 'CREDIT_NOTE', 'DEBIT_NOTE', 'CONSOLIDATED')),
        type_code               text NOT NULL CHECK (type_code IN ('01', '02', '03', '04')),
        document_id             uuid UNIQUE,
        document_no             text NOT NULL,
        organization_id         uuid,
        buyer_name              text,
        buyer_tin               text,
        currency_code           char(3) NOT NULL,
        total                   bigint NOT NULL,
        state                   text NOT NULL CHECK (state IN
                                  ('PREPARED', 'INVALID_LOCALLY', 'SUBMITTED', 'VALID', 'INVALID', 'CANCELLED', 'REJECTION_REQUESTED')),
        referenced_einvoice_id  uuid REFERENCES finance.einvoices (id),
        issues                  jsonb NOT NULL DEFAULT '[]',
        issued_at               timestamptz NOT NULL,
        document_json           text,
        document_hash           text,
        document_bytes          int,
        submission_uid          text,
        uuid                    text UNIQUE,
        long_id                 text,
        validated_at            timestamptz,
        attempts                int NOT NULL DEFAULT 0,
        last_error              text,
        -- Set when a submission call starts; with no submission_uid it means the outcome is unknown
        -- (timeout, 5xx, crash): the flow looks the document up before it would ever send it again.
        submit_started_at       timestamptz,
        next_check_at           timestamptz,
        last_checked_at         timestamptz,
        cancel_reason           text,
        cancelled_at            timestamptz,
        rejection_reason        text,
        rejection_requested_at  timestamptz,
        period                  char(7) UNIQUE,
        created_at              timestamptz NOT NULL,
        updated_at              timestamptz NOT NULL,
        CHECK ((subject = 'CONSOLIDATED') = (document_id IS NULL AND period IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX einvoices_state_idx ON finance.einvoices (state, updated_at)`);
    await q.query(`CREATE INDEX einvoices_check_idx ON finance.einvoices (next_check_at) WHERE next_check_at IS NOT NULL`);
    await q.query(
      `CREATE INDEX einvoices_referenced_idx ON finance.einvoices (referenced_einvoice_id) WHERE referenced_einvoice_id IS NOT NULL`,
    );
    await q.query(`CREATE INDEX einvoices_document_no_idx ON finance.einvoices (document_no)`);
    await q.query(`
      CREATE TABLE finance.einvoice_attempts (
        id              bigserial PRIMARY KEY,
        einvoice_id     uuid NOT NULL REFERENCES finance.einvoices (id),
        attempt         int NOT NULL,
        action          text NOT NULL,
        state           text NOT NULL,
        submission_uid  text,
        uuid            text,
        message         text,
        actor_id        uuid,
        at              timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX einvoice_attempts_einvoice_idx ON finance.einvoice_attempts (einvoice_id, id)`);
    await q.query(`
      CREATE TABLE finance.einvoice_consolidated (
        document_id  uuid PRIMARY KEY,
        einvoice_id  uuid NOT NULL REFERENCES finance.einvoices (id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE finance.einvoice_consolidated`);
    await q.query(`DROP TABLE finance.einvoice_attempts`);
    await q.query(`DROP TABLE finance.einvoices`);
  }
}
