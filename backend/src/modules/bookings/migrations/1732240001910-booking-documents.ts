import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The documents made for a booking (docs/vouchers.md): today its hotel voucher, one per booking.
 * Not a projection: the worker writes a row in the transaction that stores the file (core storage,
 * `StorageService.save`), so a retried job finds the voucher made and stores nothing twice, and the
 * downloads and `sendBookingEmail` find the file by the booking.
 *
 * - `kind`: 'HOTEL_VOUCHER';
 * - `file_id`: the stored file (platform storage; no foreign key across schemas: contexts use storage
 *   through its service);
 * - `language`: the language it was made in (the e-mail that carries it uses the same);
 * - `issued_at`: the BookingIssued event's time, printed on it and its PDF creation date.
 */
export class BookingDocuments1732240001910 implements MigrationInterface {
  name = 'BookingDocuments1732240001910';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE bookings.documents (
        booking_ref  text NOT NULL,
        kind         text NOT NULL CHECK (kind IN ('HOTEL_VOUCHER')),
        file_id      uuid NOT NULL UNIQUE,
        language     text NOT NULL CHECK (language IN ('en', 'ms')),
        issued_at    timestamptz NOT NULL,
        made_at      timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (booking_ref, kind)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS bookings.documents`);
  }
}
