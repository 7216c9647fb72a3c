import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The attractions context (docs/attractions.md): theme parks and cable cars sold as dated tickets.
 *
 * - `attractions.products`: one theme park or cable car, where it is, its currency and its
 *   cancellation terms (free until `free_cancellation_days` before the visit, then
 *   `cancellation_fee_basis_points` of the total kept; not refundable: everything kept).
 * - `attractions.ticket_types`: what it sells (Adult, Child...), the supplier's cost of one ticket
 *   in minor units, and on Saturdays and Sundays `weekend_supplier_cost` when it differs.
 * - `attractions.capacity_days`: tickets per visit date across the product's ticket types, with
 *   those held (booked, unpaid or not issued) and sold (issued). No date ever sells more than its
 *   capacity: the CHECK is the backstop of the conditional UPDATE the TicketInventory port takes.
 * - `attractions.ticket_holds`: one per booking, its tickets on one date, HELD -> CONFIRMED
 *   (sold) or RELEASED; an unconfirmed hold past `expires_at` is given back by the worker's sweep.
 */
export class Attractions1732240002000 implements MigrationInterface {
  name = 'Attractions1732240002000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS attractions`);
    await q.query(`
      CREATE TABLE attractions.products (
        id                             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        code                           text NOT NULL,
        name                           text NOT NULL,
        product_type                   text NOT NULL CHECK (product_type IN ('themePark', 'cableCar')),
        description                    text,
        address_line                   text,
        postcode                       text,
        city                           text NOT NULL,
        state                          text,
        country_code                   char(3) NOT NULL DEFAULT 'MYS',
        time_zone                      text NOT NULL DEFAULT 'Asia/Kuala_Lumpur',
        opening_hours                  text,
        phone                          text,
        currency                       char(3) NOT NULL,
        refundable                     boolean NOT NULL DEFAULT true,
        free_cancellation_days         smallint CHECK (free_cancellation_days BETWEEN 0 AND 365),
        cancellation_fee_basis_points  integer NOT NULL DEFAULT 10000 CHECK (cancellation_fee_basis_points BETWEEN 0 AND 10000),
        active                         boolean NOT NULL DEFAULT true,
        created_at                     timestamptz NOT NULL DEFAULT now(),
        updated_at                     timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT attraction_products_code_uq UNIQUE (code)
      )`);
    await q.query(`CREATE INDEX attraction_products_type_idx ON attractions.products (product_type, lower(city))`);
    await q.query(`
      CREATE TABLE attractions.ticket_types (
        id                     uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        product_id             uuid NOT NULL REFERENCES attractions.products (id),
        code                   text NOT NULL,
        name                   text NOT NULL,
        name_ms                text NOT NULL,
        supplier_cost          bigint NOT NULL CHECK (supplier_cost > 0),
        weekend_supplier_cost  bigint CHECK (weekend_supplier_cost > 0),
        sort_order             smallint NOT NULL DEFAULT 0,
        active                 boolean NOT NULL DEFAULT true,
        CONSTRAINT attraction_ticket_types_code_uq UNIQUE (product_id, code)
      )`);
    await q.query(`
      CREATE TABLE attractions.capacity_days (
        product_id  uuid NOT NULL REFERENCES attractions.products (id),
        visit_date  date NOT NULL,
        capacity    integer NOT NULL CHECK (capacity BETWEEN 0 AND 1000000),
        held        integer NOT NULL DEFAULT 0,
        sold        integer NOT NULL DEFAULT 0,
        stop_sell   boolean NOT NULL DEFAULT false,
        updated_at  timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (product_id, visit_date),
        CONSTRAINT capacity_days_never_below_zero_ck CHECK (held >= 0 AND sold >= 0 AND held + sold <= capacity)
      )`);
    await q.query(`
      CREATE TABLE attractions.ticket_holds (
        id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        booking_ref   text NOT NULL,
        product_id    uuid NOT NULL REFERENCES attractions.products (id),
        visit_date    date NOT NULL,
        quantity      integer NOT NULL CHECK (quantity BETWEEN 1 AND 100),
        status        text NOT NULL DEFAULT 'HELD' CHECK (status IN ('HELD', 'CONFIRMED', 'RELEASED')),
        expires_at    timestamptz NOT NULL,
        created_at    timestamptz NOT NULL DEFAULT now(),
        confirmed_at  timestamptz,
        released_at   timestamptz
      )`);
    await q.query(`CREATE INDEX ticket_holds_booking_idx ON attractions.ticket_holds (booking_ref)`);
    // The expiry sweep reads only live holds past their time.
    await q.query(`CREATE INDEX ticket_holds_expiry_idx ON attractions.ticket_holds (expires_at) WHERE status = 'HELD'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SCHEMA IF EXISTS attractions CASCADE`);
  }
}
