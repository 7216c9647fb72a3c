import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `credit.history_entries.remark_code`: a remark the server writes itself (shared CREDIT_REMARK,
 * e.g. BOOKING_CANCELLED on a cancellation's refund) is kept as a code and written in the reader's
 * language, on the screen and in the export. The refunds recorded before said it in English
 * ('Booking cancelled'): their rows get the code here, as the projection reads those events on a
 * rebuild (legacyCreditRemarkCode).
 */
export class CreditRemarkCodes1732240002137 implements MigrationInterface {
  name = 'CreditRemarkCodes1732240002137';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE credit.history_entries ADD COLUMN remark_code text`);
    await q.query(
      `UPDATE credit.history_entries SET remark_code = 'BOOKING_CANCELLED', remark = NULL
        WHERE event_type = 'CreditRefunded' AND remark = 'Booking cancelled'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE credit.history_entries SET remark = 'Booking cancelled' WHERE remark_code = 'BOOKING_CANCELLED'`);
    await q.query(`ALTER TABLE credit.history_entries DROP COLUMN remark_code`);
  }
}
