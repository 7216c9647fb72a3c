import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The read models of bookings (issue "Bookings"; docs/bookings.md). A booking is event-sourced
 * (stream `booking-<ref>`): these tables are projections of its events, rebuildable from the log.
 *
 * - `bookings.bookings`: one row per booking, its current status and payment in columns (the
 *   back office's list filters and sorts by them), the facts booked (`placed`, jsonb: the stay,
 *   the guests, the price breakdown, the cancellation terms) as the booking stream recorded them.
 * - `bookings.organizations`: a replica of the organizations' names (OrganizationReplicaProjection).
 *
 * Money is bigint minor units. Timestamps are the events' `recorded_at`, so a rebuild writes the
 * same rows.
 */
export class Bookings1732240001900 implements MigrationInterface {
  name = 'Bookings1732240001900';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS bookings`);
    await q.query(`
      CREATE TABLE bookings.bookings (
        booking_ref       text PRIMARY KEY,
        version           integer NOT NULL CHECK (version >= 1),
        product_type      text NOT NULL,
        status            text NOT NULL CHECK (status IN ('CON', 'PPA', 'RHI', 'EXP', 'CAN', 'FLD')),
        payment_status    text NOT NULL CHECK (payment_status IN ('paid', 'pend', 'fail', 'revr', 'manl')),
        customer_type     text NOT NULL CHECK (customer_type IN ('B2B', 'B2C')),
        organization_id   uuid,
        hotel_id          uuid,
        supplier_name     text,
        destination       text,
        check_in          date,
        check_out         date,
        contact_name      text NOT NULL,
        traveller_name    text,
        currency          char(3) NOT NULL,
        total             bigint NOT NULL CHECK (total >= 0),
        paid              bigint NOT NULL DEFAULT 0 CHECK (paid >= 0),
        refunded          bigint NOT NULL DEFAULT 0 CHECK (refunded >= 0 AND refunded <= paid),
        payment_method    text NOT NULL,
        payment_deadline  timestamptz NOT NULL,
        supplier_ref      text,
        placed            jsonb NOT NULL,
        created_at        timestamptz NOT NULL,
        updated_at        timestamptz NOT NULL
      )`);
    // The list: newest first, per organization (agencies see their own), per status (tabs), and
    // the expiry sweep (unpaid bookings past their deadline).
    await q.query(`CREATE INDEX bookings_created_idx ON bookings.bookings (created_at DESC)`);
    await q.query(`CREATE INDEX bookings_org_idx ON bookings.bookings (organization_id, created_at DESC)`);
    await q.query(`CREATE INDEX bookings_status_idx ON bookings.bookings (status)`);
    await q.query(
      `CREATE INDEX bookings_due_idx ON bookings.bookings (payment_deadline) WHERE status = 'PPA' AND payment_status IN ('pend', 'fail')`,
    );
    await q.query(`
      CREATE TABLE bookings.organizations (
        id       uuid PRIMARY KEY,
        code     text,
        name     text NOT NULL,
        status   text NOT NULL,
        version  integer NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SCHEMA IF EXISTS bookings CASCADE`);
  }
}
