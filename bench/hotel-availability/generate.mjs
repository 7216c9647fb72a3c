// Data for bench/hotel-availability: hotels spread over Malaysian destinations, each with room
// types (two rates each: BAR room only, BB with breakfast), a peak season per rate, a year of
// allotment per room type and sparse per-date restrictions. Written straight into the hotels
// tables with set-based INSERT ... SELECT generate_series (seconds, not hours): a benchmark's data;
// the API that makes such data is tested in backend/test. Deterministic: every variation comes from
// hashes of ids and dates, so two runs of one size have the same shape.
// Usage: node bench/hotel-availability/generate.mjs <database-url> (a migrated database), or import.
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { repo } from '../support/api-bench.mjs';

/** The statement the API's writers and rebuild run (backend/dist, built by the bench's npm script). */
const sellableCalendarSql = () =>
  createRequire(import.meta.url)(
    path.resolve(repo, process.env.BENCH_BACKEND_DIST ?? 'backend/dist', 'modules/hotels/availability/sellable-calendar.sql.js'),
  );

export const DESTINATIONS = [
  'Kuala Lumpur',
  'George Town',
  'Langkawi',
  'Genting Highlands',
  'Johor Bahru',
  'Melaka',
  'Ipoh',
  'Kota Kinabalu',
  'Kuching',
  'Cameron Highlands',
  'Kuantan',
  'Kota Bharu',
  'Kuala Terengganu',
  'Putrajaya',
  'Shah Alam',
  'Petaling Jaya',
  'Miri',
  'Sandakan',
  'Port Dickson',
  'Alor Setar',
];

/** Data the size the issue asks: 2,000 hotels x 5 room types x 365 days over 20 destinations. */
export const FULL = { hotels: 2000, roomTypes: 5, days: 365 };

/**
 * Fills the database; answers row counts. `db` is a connected pg client. Dates start at the
 * hotels' today (Asia/Kuala_Lumpur).
 */
export async function generate(db, { hotels, roomTypes, days } = FULL, log = () => undefined) {
  const q = (sql, params) => db.query(sql, params);
  const today = `(now() AT TIME ZONE 'Asia/Kuala_Lumpur')::date`;
  const [{ id: bedType }] = (
    await q(
      `INSERT INTO hotels.bed_types (code, name_en, name_ms, sleeps) VALUES ('BENCH_QUEEN', 'Queen', 'Ratu', 2) RETURNING id`,
    )
  ).rows;
  const [{ id: combination }] = (
    await q(`INSERT INTO hotels.bed_combinations (name_en, name_ms) VALUES ('Bench 1 Queen', 'Bench 1 Ratu') RETURNING id`)
  ).rows;
  await q(`INSERT INTO hotels.bed_combination_beds (bed_combination_id, bed_type_id, quantity, position) VALUES ($1, $2, 1, 0)`, [
    combination,
    bedType,
  ]);

  await q(
    `INSERT INTO hotels.hotels (code, name, star_rating, address_line1, city, country_code, check_in_time, check_out_time, currency, time_zone)
     SELECT 'BH' || lpad(i::text, 5, '0'), 'Bench Hotel ' || i, 1 + i % 5, i || ' Jalan Bench',
            ($2::text[])[1 + i % cardinality($2::text[])], 'MYS', '15:00', '12:00', 'MYR', 'Asia/Kuala_Lumpur'
       FROM generate_series(1, $1::int) i`,
    [hotels, DESTINATIONS],
  );
  // Room types: the last of each hotel has 7 release days; sizes and occupancies vary.
  await q(
    `INSERT INTO hotels.rooms (hotel_id, code, name, max_adults, max_children, max_occupancy, extra_beds, room_count, release_days)
     SELECT h.id, 'R' || k, 'Room type ' || k, 2 + k % 2, 2, 3 + k % 2, 1, 20, CASE WHEN k = $1 THEN 7 ELSE 0 END
       FROM hotels.hotels h CROSS JOIN generate_series(1, $1::int) k`,
    [roomTypes],
  );
  await q(`INSERT INTO hotels.room_bed_combinations (room_id, bed_combination_id, position) SELECT id, $1, 0 FROM hotels.rooms`, [
    combination,
  ]);
  await q(
    `INSERT INTO hotels.room_rates (hotel_id, room_id, rate_plan_code, name, meal_plan, inclusions, refundable, free_cancellation_days,
                                    cancellation_fee_basis, cancellation_fee_value, min_stay, currency, base_occupancy, base_rate,
                                    extra_adult_rate, child_rate, extra_bed_rate)
     SELECT r.hotel_id, r.id, p.code, p.name, p.meal, p.inclusions, p.refundable, p.free_days, p.basis, p.fee, 1, 'MYR', 2,
            15000 + (hashtext(r.id::text) & 255) * 100 + p.supplement, 5000, 2000, 4000
       FROM hotels.rooms r
      CROSS JOIN (VALUES ('BAR', 'Best available rate', 'RO', '{}'::text[], true, 2, 'NIGHTS', 1, 0),
                         ('BB', 'Bed and breakfast', 'BB', '{Breakfast for 2}'::text[], false, NULL, 'FULL_STAY', 0, 6000))
            AS p(code, name, meal, inclusions, refundable, free_days, basis, fee, supplement)`,
  );
  log('hotels, room types and rates');
  // A 30-day peak season per rate somewhere in the year; weekends dearer.
  await q(
    `INSERT INTO hotels.rate_seasons (room_rate_id, name, starts_on, ends_on, weekday_prices)
     SELECT rr.id, 'Peak', s.starts_on, s.starts_on + 29,
            ARRAY[b, b, b, b, b * 5 / 4, b * 3 / 2, b]::bigint[]
       FROM hotels.room_rates rr
      CROSS JOIN LATERAL (SELECT ${today} + (hashtext(rr.id::text) & 255) AS starts_on, rr.base_rate + 5000 AS b) s`,
  );
  // A year of allotment per room type: 10 rooms, some sold, 1 date in 64 stopped.
  await q(
    `INSERT INTO hotels.inventory_days (room_id, stay_date, allotment, sold, stop_sell)
     SELECT r.id, ${today} + d, 10, hashtext(r.id::text || d) & 7, (hashtext(d || r.id::text) & 63) = 0
       FROM hotels.rooms r CROSS JOIN generate_series(0, $1::int - 1) d`,
    [days],
  );
  log('inventory days');
  // Restrictions on about 1 date in 16 per rate: its own price, a 2-night minimum or closed to arrival.
  await q(
    `INSERT INTO hotels.rate_days (room_rate_id, stay_date, price, min_stay, closed_to_arrival)
     SELECT rr.id, ${today} + d,
            CASE WHEN h & 48 = 0 THEN rr.base_rate + 2000 END,
            CASE WHEN h & 48 = 16 THEN 2 END,
            h & 48 = 32
       FROM hotels.room_rates rr CROSS JOIN generate_series(0, $1::int - 1) d
      CROSS JOIN LATERAL (SELECT hashtext(rr.id::text || '/' || d) AS h) x
      WHERE h & 15 = 0`,
    [days],
  );
  // The sellable calendar from those tables, with the same statement as the API's rebuild.
  await q(sellableCalendarSql().INSERT_SELLABLE_DAYS, [null, null, null]);
  log('sellable calendar');
  // VACUUM as autovacuum would after so many inserts: the visibility map lets the search read the
  // calendar from its covering index alone.
  await q(`VACUUM ANALYZE`);
  const count = async (table) => Number((await q(`SELECT count(*) AS n FROM hotels.${table}`)).rows[0].n);
  const counts = {};
  for (const t of ['hotels', 'rooms', 'room_rates', 'rate_seasons', 'inventory_days', 'rate_days', 'sellable_days'])
    counts[t] = await count(t);
  log(`generated ${JSON.stringify(counts)}`);
  return counts;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const db = new pg.Client({ connectionString: process.argv[2] });
  await db.connect();
  try {
    await generate(db, FULL, (m) => console.error(m));
  } finally {
    await db.end();
  }
}
