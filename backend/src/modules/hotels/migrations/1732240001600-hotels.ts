import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The hotel inventory's reference data (part 1 of issue 16), in its own schema `hotels`: the
 * facility catalogue, bed types and combinations, hotels with their facilities, room types and
 * their rates. Money is bigint minor units of the hotel's currency.
 *
 * Hotels, room types and rates are what bookings will point at, so they are never removed:
 * deleting sets `deleted_at`, codes are unique among live rows only, and part 2's per-date tables
 * (allotment, restrictions, seasons; docs/hotel-inventory.md) reference their ids. Catalogue rows
 * (facilities, bed types) are removed for real, refused while in use (foreign keys back that up).
 */
export class Hotels1732240001600 implements MigrationInterface {
  name = 'Hotels1732240001600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS hotels`);

    await q.query(`
      CREATE TABLE hotels.facilities (
        id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        code        text NOT NULL,
        name_en     text NOT NULL,
        name_ms     text NOT NULL,
        scope       text NOT NULL CHECK (scope IN ('HOTEL', 'ROOM')),
        category    text NOT NULL,
        icon        text,
        sort_order  integer NOT NULL DEFAULT 0,
        active      boolean NOT NULL DEFAULT true,
        created_at  timestamptz NOT NULL DEFAULT now(),
        updated_at  timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT facilities_code_uq UNIQUE (code)
      )`);

    await q.query(`
      CREATE TABLE hotels.bed_types (
        id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        code        text NOT NULL,
        name_en     text NOT NULL,
        name_ms     text NOT NULL,
        sleeps      smallint NOT NULL CHECK (sleeps BETWEEN 1 AND 4),
        width_cm    smallint CHECK (width_cm BETWEEN 50 AND 400),
        created_at  timestamptz NOT NULL DEFAULT now(),
        updated_at  timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT bed_types_code_uq UNIQUE (code)
      )`);

    await q.query(`
      CREATE TABLE hotels.bed_combinations (
        id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name_en     text NOT NULL,
        name_ms     text NOT NULL,
        active      boolean NOT NULL DEFAULT true,
        created_at  timestamptz NOT NULL DEFAULT now(),
        updated_at  timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX bed_combinations_name_uq ON hotels.bed_combinations (lower(name_en))`);
    await q.query(`
      CREATE TABLE hotels.bed_combination_beds (
        bed_combination_id  uuid NOT NULL REFERENCES hotels.bed_combinations (id) ON DELETE CASCADE,
        bed_type_id         uuid NOT NULL REFERENCES hotels.bed_types (id),
        quantity            smallint NOT NULL CHECK (quantity BETWEEN 1 AND 10),
        position            smallint NOT NULL,
        PRIMARY KEY (bed_combination_id, bed_type_id)
      )`);
    await q.query(`CREATE INDEX bed_combination_beds_type_idx ON hotels.bed_combination_beds (bed_type_id)`);

    await q.query(`
      CREATE TABLE hotels.hotels (
        id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        code                text NOT NULL,
        name                text NOT NULL,
        star_rating         smallint NOT NULL CHECK (star_rating BETWEEN 1 AND 5),
        description         text,
        address_line1       text NOT NULL,
        address_line2       text,
        postcode            text,
        city                text NOT NULL,
        state               text,
        country_code        text NOT NULL,
        latitude            double precision CHECK (latitude BETWEEN -90 AND 90),
        longitude           double precision CHECK (longitude BETWEEN -180 AND 180),
        phone               text,
        email               text,
        website             text,
        check_in_time       time NOT NULL,
        check_out_time      time NOT NULL,
        currency            text NOT NULL,
        time_zone           text NOT NULL,
        channel             text,
        supplier_hotel_code text,
        active              boolean NOT NULL DEFAULT true,
        created_at          timestamptz NOT NULL DEFAULT now(),
        updated_at          timestamptz NOT NULL DEFAULT now(),
        deleted_at          timestamptz
      )`);
    await q.query(`CREATE UNIQUE INDEX hotels_code_uq ON hotels.hotels (code) WHERE deleted_at IS NULL`);
    // Availability searches by destination (part 2) and the list's city filter.
    await q.query(`CREATE INDEX hotels_city_idx ON hotels.hotels (lower(city)) WHERE deleted_at IS NULL`);

    await q.query(`
      CREATE TABLE hotels.hotel_facilities (
        id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        hotel_id    uuid NOT NULL REFERENCES hotels.hotels (id),
        facility_id uuid NOT NULL REFERENCES hotels.facilities (id),
        chargeable  boolean NOT NULL DEFAULT false,
        remark      text,
        created_at  timestamptz NOT NULL DEFAULT now(),
        updated_at  timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT hotel_facilities_uq UNIQUE (hotel_id, facility_id)
      )`);
    await q.query(`CREATE INDEX hotel_facilities_facility_idx ON hotels.hotel_facilities (facility_id)`);

    await q.query(`
      CREATE TABLE hotels.rooms (
        id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        hotel_id        uuid NOT NULL REFERENCES hotels.hotels (id),
        code            text NOT NULL,
        name            text NOT NULL,
        description     text,
        size_sqm        integer CHECK (size_sqm > 0),
        max_adults      smallint NOT NULL CHECK (max_adults >= 1),
        max_children    smallint NOT NULL CHECK (max_children >= 0),
        max_occupancy   smallint NOT NULL,
        extra_beds      smallint NOT NULL CHECK (extra_beds >= 0),
        room_count      integer NOT NULL CHECK (room_count >= 0),
        smoking_allowed boolean NOT NULL DEFAULT false,
        active          boolean NOT NULL DEFAULT true,
        created_at      timestamptz NOT NULL DEFAULT now(),
        updated_at      timestamptz NOT NULL DEFAULT now(),
        deleted_at      timestamptz,
        CONSTRAINT rooms_occupancy_ck CHECK (max_occupancy BETWEEN max_adults AND max_adults + max_children)
      )`);
    await q.query(`CREATE UNIQUE INDEX rooms_hotel_code_uq ON hotels.rooms (hotel_id, code) WHERE deleted_at IS NULL`);
    await q.query(`
      CREATE TABLE hotels.room_bed_combinations (
        room_id             uuid NOT NULL REFERENCES hotels.rooms (id) ON DELETE CASCADE,
        bed_combination_id  uuid NOT NULL REFERENCES hotels.bed_combinations (id),
        position            smallint NOT NULL,
        PRIMARY KEY (room_id, bed_combination_id)
      )`);
    await q.query(`CREATE INDEX room_bed_combinations_combination_idx ON hotels.room_bed_combinations (bed_combination_id)`);
    await q.query(`
      CREATE TABLE hotels.room_amenities (
        room_id     uuid NOT NULL REFERENCES hotels.rooms (id) ON DELETE CASCADE,
        facility_id uuid NOT NULL REFERENCES hotels.facilities (id),
        PRIMARY KEY (room_id, facility_id)
      )`);
    await q.query(`CREATE INDEX room_amenities_facility_idx ON hotels.room_amenities (facility_id)`);

    // A rate ("room rate inclusion"): one rate plan of one room type. hotel_id is the room's
    // hotel, kept here so a rate plan (hotel + code) is one index lookup.
    await q.query(`
      CREATE TABLE hotels.room_rates (
        id                      uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        hotel_id                uuid NOT NULL REFERENCES hotels.hotels (id),
        room_id                 uuid NOT NULL REFERENCES hotels.rooms (id),
        rate_plan_code          text NOT NULL,
        name                    text NOT NULL,
        meal_plan               text NOT NULL,
        inclusions              text[] NOT NULL DEFAULT '{}',
        description             text,
        active                  boolean NOT NULL DEFAULT true,
        refundable              boolean NOT NULL,
        free_cancellation_days  smallint CHECK (free_cancellation_days >= 0),
        cancellation_fee_basis  text NOT NULL CHECK (cancellation_fee_basis IN ('NIGHTS', 'PERCENT', 'AMOUNT', 'FULL_STAY')),
        cancellation_fee_value  bigint NOT NULL CHECK (cancellation_fee_value >= 0),
        min_stay                smallint NOT NULL CHECK (min_stay >= 1),
        max_stay                smallint,
        terms                   text,
        currency                text NOT NULL,
        base_occupancy          smallint NOT NULL CHECK (base_occupancy >= 1),
        base_rate               bigint NOT NULL CHECK (base_rate > 0),
        extra_adult_rate        bigint NOT NULL CHECK (extra_adult_rate >= 0),
        child_rate              bigint NOT NULL CHECK (child_rate >= 0),
        extra_bed_rate          bigint NOT NULL CHECK (extra_bed_rate >= 0),
        created_at              timestamptz NOT NULL DEFAULT now(),
        updated_at              timestamptz NOT NULL DEFAULT now(),
        deleted_at              timestamptz,
        CONSTRAINT room_rates_stay_ck CHECK (max_stay IS NULL OR max_stay >= min_stay),
        CONSTRAINT room_rates_non_refundable_ck
          CHECK (refundable OR (free_cancellation_days IS NULL AND cancellation_fee_basis = 'FULL_STAY'))
      )`);
    await q.query(
      `CREATE UNIQUE INDEX room_rates_room_plan_uq ON hotels.room_rates (room_id, rate_plan_code) WHERE deleted_at IS NULL`,
    );
    await q.query(
      `CREATE INDEX room_rates_hotel_plan_idx ON hotels.room_rates (hotel_id, rate_plan_code) WHERE deleted_at IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SCHEMA hotels CASCADE`);
  }
}
