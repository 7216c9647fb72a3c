import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every call made to an outside supplier for a booking (docs/bookings.md, "eLeisure (RWT) payloads"):
 * what was sent and what came back, as they went over the wire, kept for staff (`/bo/Eleisure`,
 * screen `/Settings/downloadPayload/downloadPayload`). Written by the channel adapter after each
 * call, in its own statement (the call is outside any transaction), also when the call failed: a
 * booking that needs attention shows why. Not a projection, never updated.
 *
 * - `channel`: the supplier (shared CHANNEL code, 'RWT' = eLeisure); `kind`: RESERVE or CANCEL;
 * - `hotel_*`: the hotel as booked and its code at the supplier (no foreign key: hotels are another
 *   context's, and a row outlives a deleted hotel);
 * - `outcome`: SUCCEEDED, REFUSED (the supplier said no), FAILED (no usable answer); `reason` why not;
 * - `http_status`, `response_*`: null when nothing came back; `supplier_ref`: its confirmation or
 *   cancellation number;
 * - `request_body`, `response_body`: text as sent and received; never the API key (it travels in a
 *   header, which is not stored).
 */
export class SupplierExchanges1732240002020 implements MigrationInterface {
  name = 'SupplierExchanges1732240002020';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE bookings.supplier_exchanges (
        id                     uuid PRIMARY KEY,
        channel                text NOT NULL,
        kind                   text NOT NULL CHECK (kind IN ('RESERVE', 'CANCEL')),
        booking_ref            text NOT NULL,
        hotel_id               uuid,
        hotel_name             text,
        supplier_hotel_code    text,
        method                 text NOT NULL,
        url                    text NOT NULL,
        request_content_type   text NOT NULL,
        request_body           text NOT NULL,
        http_status            integer,
        response_content_type  text,
        response_body          text,
        outcome                text NOT NULL CHECK (outcome IN ('SUCCEEDED', 'REFUSED', 'FAILED')),
        supplier_ref           text,
        reason                 text,
        started_at             timestamptz NOT NULL,
        finished_at            timestamptz NOT NULL,
        duration_ms            integer NOT NULL CHECK (duration_ms >= 0),
        CHECK ((response_body IS NULL) = (response_content_type IS NULL))
      )`);
    // The screen's list: one channel, newest first; a booking's exchanges (and its last reservation).
    await q.query(`CREATE INDEX supplier_exchanges_started_idx ON bookings.supplier_exchanges (channel, started_at DESC, id)`);
    await q.query(`CREATE INDEX supplier_exchanges_booking_idx ON bookings.supplier_exchanges (booking_ref, started_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS bookings.supplier_exchanges`);
  }
}
