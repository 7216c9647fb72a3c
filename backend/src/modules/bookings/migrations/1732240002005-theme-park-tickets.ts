import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Theme-park and cable-car bookings' tickets are documents of a booking too (docs/bookings.md,
 * "Theme parks and cable cars"): `bookings.documents.kind` takes 'THEME_PARK_TICKET' beside
 * 'HOTEL_VOUCHER' (one current file per booking and kind; a ticket made again after a change of
 * visit date or names replaces the row's file). The list's columns need nothing new: a ticket
 * booking's product is `supplier_name`, its city `destination`, its visit date `check_in`.
 */
export class ThemeParkTickets1732240002005 implements MigrationInterface {
  name = 'ThemeParkTickets1732240002005';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE bookings.documents DROP CONSTRAINT IF EXISTS documents_kind_check`);
    await q.query(
      `ALTER TABLE bookings.documents ADD CONSTRAINT documents_kind_check CHECK (kind IN ('HOTEL_VOUCHER', 'THEME_PARK_TICKET'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM bookings.documents WHERE kind = 'THEME_PARK_TICKET'`);
    await q.query(`ALTER TABLE bookings.documents DROP CONSTRAINT IF EXISTS documents_kind_check`);
    await q.query(`ALTER TABLE bookings.documents ADD CONSTRAINT documents_kind_check CHECK (kind IN ('HOTEL_VOUCHER'))`);
  }
}
