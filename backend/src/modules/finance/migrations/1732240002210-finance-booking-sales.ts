import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `finance.booking_sales`: what finance keeps of each booking when it is placed (the invoice it
 * will issue, the buyer), from the bookings context's events, so the documents of its payment,
 * issue and cancellation are made without reading the bookings schema.
 */
export class FinanceBookingSales1732240002210 implements MigrationInterface {
  name = 'FinanceBookingSales1732240002210';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE finance.booking_sales (
        booking_ref     text PRIMARY KEY,
        organization_id uuid,
        currency_code   char(3) NOT NULL,
        total           bigint NOT NULL,
        invoice         jsonb NOT NULL,
        language        text NOT NULL,
        placed_at       timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE finance.booking_sales`);
  }
}
