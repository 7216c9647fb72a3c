import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The per-date hotel inventory (part 2 of issue 16, docs/hotel-inventory.md "Per-date inventory"):
 * allotment and bookings per room type and date, restrictions and prices per rate and date,
 * seasons, child prices by age, and the holds of the booking port. Adds tables and one column;
 * changes nothing of part 1.
 *
 * The database is the backstop of the rules the writers check first: a date's held + sold never
 * exceeds its allotment plus the operator's overbooking allowance, and two seasons of a rate never
 * cover a same date (an exclusion constraint, hence btree_gist: uuid equality in a GiST index).
 * `allotment <= rooms.room_count` spans two tables, so the calendar writer checks it.
 */
export class HotelInventory1732240001700 implements MigrationInterface {
  name = 'HotelInventory1732240001700';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);

    // The room type's default release: a date is sold only when at least this many days ahead of
    // the hotel's today (a date's own release_days overrides it).
    await q.query(
      `ALTER TABLE hotels.rooms ADD COLUMN release_days smallint NOT NULL DEFAULT 0 CHECK (release_days BETWEEN 0 AND 365)`,
    );

    // One row per room type and date that an operator (or a hold) touched; a date without a row has
    // nothing to sell.
    await q.query(`
      CREATE TABLE hotels.inventory_days (
        room_id                uuid NOT NULL REFERENCES hotels.rooms (id),
        stay_date              date NOT NULL,
        allotment              integer NOT NULL DEFAULT 0 CHECK (allotment BETWEEN 0 AND 10000),
        held                   integer NOT NULL DEFAULT 0,
        sold                   integer NOT NULL DEFAULT 0,
        overbooking_allowance  integer NOT NULL DEFAULT 0 CHECK (overbooking_allowance BETWEEN 0 AND 10000),
        stop_sell              boolean NOT NULL DEFAULT false,
        release_days           smallint CHECK (release_days BETWEEN 0 AND 365),
        updated_at             timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (room_id, stay_date),
        CONSTRAINT inventory_days_never_below_zero_ck
          CHECK (held >= 0 AND sold >= 0 AND held + sold <= allotment + overbooking_allowance)
      )`);
    // The report and "what is sold on a date" read by date across room types.
    await q.query(`CREATE INDEX inventory_days_date_idx ON hotels.inventory_days (stay_date)`);

    // Per rate and date: a price over the season and base rate, and restrictions over the rate's
    // defaults (null min/max stay: the rate's condition).
    await q.query(`
      CREATE TABLE hotels.rate_days (
        room_rate_id         uuid NOT NULL REFERENCES hotels.room_rates (id),
        stay_date            date NOT NULL,
        price                bigint CHECK (price > 0),
        stop_sell            boolean NOT NULL DEFAULT false,
        min_stay             smallint CHECK (min_stay BETWEEN 1 AND 365),
        max_stay             smallint CHECK (max_stay BETWEEN 1 AND 365),
        closed_to_arrival    boolean NOT NULL DEFAULT false,
        closed_to_departure  boolean NOT NULL DEFAULT false,
        updated_at           timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (room_rate_id, stay_date),
        CONSTRAINT rate_days_stay_ck CHECK (max_stay IS NULL OR min_stay IS NULL OR max_stay >= min_stay)
      )`);

    // Seasons: dates [starts_on, ends_on] (both inclusive, as the calls say) with a price per
    // weekday, ISO order Mon..Sun (null: the base rate on that weekday).
    await q.query(`
      CREATE TABLE hotels.rate_seasons (
        id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        room_rate_id    uuid NOT NULL REFERENCES hotels.room_rates (id),
        name            text NOT NULL,
        starts_on       date NOT NULL,
        ends_on         date NOT NULL,
        weekday_prices  bigint[] NOT NULL,
        created_at      timestamptz NOT NULL DEFAULT now(),
        updated_at      timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT rate_seasons_dates_ck CHECK (ends_on >= starts_on),
        CONSTRAINT rate_seasons_prices_ck
          CHECK (array_ndims(weekday_prices) = 1 AND cardinality(weekday_prices) = 7 AND 0 < ALL (weekday_prices)),
        CONSTRAINT rate_seasons_no_overlap
          EXCLUDE USING gist (room_rate_id WITH =, daterange(starts_on, ends_on, '[]') WITH &&)
      )`);

    // Child prices by age (a child aged age_from..age_to inclusive pays price a night); replace the
    // flat child_rate when a rate has any.
    await q.query(`
      CREATE TABLE hotels.rate_child_bands (
        room_rate_id  uuid NOT NULL REFERENCES hotels.room_rates (id),
        age_from      smallint NOT NULL,
        age_to        smallint NOT NULL,
        price         bigint NOT NULL CHECK (price >= 0),
        PRIMARY KEY (room_rate_id, age_from),
        CONSTRAINT rate_child_bands_ages_ck CHECK (age_from BETWEEN 0 AND 17 AND age_to BETWEEN age_from AND 17),
        CONSTRAINT rate_child_bands_no_overlap
          EXCLUDE USING gist (room_rate_id WITH =, int4range(age_from, age_to, '[]') WITH &&)
      )`);

    // Rooms a booking holds or bought on the nights [check_in, check_out). A booking may hold more
    // than one room type, each its own hold under the same reference.
    await q.query(`
      CREATE TABLE hotels.inventory_holds (
        id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        booking_ref   text NOT NULL,
        room_id       uuid NOT NULL REFERENCES hotels.rooms (id),
        room_rate_id  uuid NOT NULL REFERENCES hotels.room_rates (id),
        check_in      date NOT NULL,
        check_out     date NOT NULL,
        rooms         integer NOT NULL CHECK (rooms BETWEEN 1 AND 100),
        status        text NOT NULL DEFAULT 'HELD' CHECK (status IN ('HELD', 'CONFIRMED', 'RELEASED')),
        expires_at    timestamptz NOT NULL,
        created_at    timestamptz NOT NULL DEFAULT now(),
        confirmed_at  timestamptz,
        released_at   timestamptz,
        CONSTRAINT inventory_holds_stay_ck CHECK (check_out > check_in)
      )`);
    await q.query(`CREATE INDEX inventory_holds_booking_idx ON hotels.inventory_holds (booking_ref)`);
    // The expiry sweep reads only live holds past their time.
    await q.query(`CREATE INDEX inventory_holds_expiry_idx ON hotels.inventory_holds (expires_at) WHERE status = 'HELD'`);
    // Deleting a room type or rate counts its holds still to come.
    await q.query(
      `CREATE INDEX inventory_holds_room_idx ON hotels.inventory_holds (room_id, check_out) WHERE status <> 'RELEASED'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `DROP TABLE hotels.inventory_holds, hotels.rate_child_bands, hotels.rate_seasons, hotels.rate_days, hotels.inventory_days`,
    );
    await q.query(`ALTER TABLE hotels.rooms DROP COLUMN release_days`);
  }
}
