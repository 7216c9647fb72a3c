import type { MigrationInterface, QueryRunner } from 'typeorm';

/** `finance.invoice_reminders`: each overdue reminder sent, once per invoice and level (1, 2, 3). */
export class InvoiceReminders1732240002240 implements MigrationInterface {
  name = 'InvoiceReminders1732240002240';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE finance.invoice_reminders (
        invoice_id uuid NOT NULL,
        level      smallint NOT NULL CHECK (level BETWEEN 1 AND 3),
        sent_to    text NOT NULL,
        sent_at    timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (invoice_id, level)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE finance.invoice_reminders`);
  }
}
