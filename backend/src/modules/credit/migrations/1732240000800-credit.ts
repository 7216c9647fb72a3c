import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Credit context. The ledger itself is the event log (streams `credit-<organizationId>-<CUR>`);
 * balances, holds, history entries and top-ups are projections of it (rebuildable, see
 * docs/credit.md; every column comes from the events, never from now()). `top_up_streams` is the
 * write side's own index (which account a top-up belongs to), written with the request.
 * Banks and system fee settings are plain reference data. Money is bigint minor units.
 */
export class Credit1732240000800 implements MigrationInterface {
  name = 'Credit1732240000800';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS credit`);
    await q.query(`
      CREATE TABLE credit.balances (
        organization_id uuid NOT NULL,
        currency        text NOT NULL,
        credit_limit    bigint NOT NULL,
        posted          bigint NOT NULL,
        held            bigint NOT NULL,
        available       bigint NOT NULL,
        version         integer NOT NULL,
        updated_at      timestamptz NOT NULL,
        PRIMARY KEY (organization_id, currency)
      )`);
    await q.query(`CREATE INDEX balances_currency_idx ON credit.balances (currency)`);

    await q.query(`
      CREATE TABLE credit.holds (
        organization_id  uuid NOT NULL,
        currency         text NOT NULL,
        booking_ref      text NOT NULL,
        amount           bigint NOT NULL,
        transaction_type text NOT NULL,
        expires_at       timestamptz NOT NULL,
        placed_event_id  uuid NOT NULL,
        placed_at        timestamptz NOT NULL,
        version          integer NOT NULL,
        PRIMARY KEY (organization_id, currency, booking_ref)
      )`);
    await q.query(`CREATE INDEX holds_expires_idx ON credit.holds (expires_at)`);

    await q.query(`
      CREATE TABLE credit.history_entries (
        event_id          uuid PRIMARY KEY,
        organization_id   uuid NOT NULL,
        currency          text NOT NULL,
        stream_version    integer NOT NULL,
        event_type        text NOT NULL,
        action_code       text NOT NULL,
        transaction_type  text,
        amount            bigint NOT NULL,
        requested_amount  bigint NOT NULL,
        balance_after     bigint NOT NULL,
        available_after   bigint NOT NULL,
        credit_limit_after bigint NOT NULL,
        reference         text,
        top_up_id         uuid,
        original_event_id uuid,
        remark            text,
        actor_id          uuid,
        page_path         text,
        recorded_at       timestamptz NOT NULL
      )`);
    await q.query(
      `CREATE UNIQUE INDEX history_entries_account_idx ON credit.history_entries (organization_id, currency, stream_version)`,
    );
    await q.query(`CREATE INDEX history_entries_recorded_idx ON credit.history_entries (organization_id, currency, recorded_at)`);
    await q.query(`CREATE INDEX history_entries_top_up_idx ON credit.history_entries (top_up_id) WHERE top_up_id IS NOT NULL`);

    await q.query(`
      CREATE TABLE credit.top_ups (
        id                uuid PRIMARY KEY,
        organization_id   uuid NOT NULL,
        currency          text NOT NULL,
        amount            bigint NOT NULL,
        payment_type      text NOT NULL,
        payment_method    text NOT NULL,
        bank_id           uuid,
        bank_name         text,
        bank_in_reference text NOT NULL,
        bank_in_at        timestamptz NOT NULL,
        slip_file_id      uuid,
        slip_file_name    text,
        remark            text,
        status            text NOT NULL,
        reason            text,
        undone            boolean NOT NULL DEFAULT false,
        undo_reason       text,
        requested_by      uuid,
        requested_at      timestamptz NOT NULL,
        decided_by        uuid,
        decided_at        timestamptz,
        undone_by         uuid,
        undone_at         timestamptz,
        version           integer NOT NULL
      )`);
    await q.query(`CREATE INDEX top_ups_status_idx ON credit.top_ups (status, requested_at)`);
    await q.query(`CREATE INDEX top_ups_organization_idx ON credit.top_ups (organization_id, requested_at)`);

    await q.query(`
      CREATE TABLE credit.top_up_streams (
        top_up_id       uuid PRIMARY KEY,
        organization_id uuid NOT NULL,
        currency        text NOT NULL
      )`);

    await q.query(`
      CREATE TABLE credit.banks (
        id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        code           text NOT NULL,
        name           text NOT NULL,
        account_name   text,
        account_number text,
        active         boolean NOT NULL DEFAULT true,
        created_at     timestamptz NOT NULL DEFAULT now(),
        updated_at     timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX banks_code_uq ON credit.banks (upper(code))`);

    // organization_id NULL = the provider's default for every organization.
    await q.query(`
      CREATE TABLE credit.system_fee_settings (
        id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        organization_id uuid,
        fee_type        text NOT NULL,
        currency        text NOT NULL,
        basis           text NOT NULL CHECK (basis IN ('PERCENTAGE', 'AMOUNT')),
        value           bigint NOT NULL CHECK (value >= 0),
        active          boolean NOT NULL DEFAULT true,
        created_at      timestamptz NOT NULL DEFAULT now(),
        updated_at      timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX system_fee_settings_uq
                     ON credit.system_fee_settings (coalesce(organization_id, '00000000-0000-0000-0000-000000000000'), fee_type, currency)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SCHEMA credit CASCADE`);
  }
}
