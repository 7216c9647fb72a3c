/**
 * The SQL of the sellable calendar `hotels.sellable_days` (docs/hotel-inventory.md, "The sellable
 * calendar"): per live rate and date, what rules.ts `sellableDay` computes from the source tables
 * (inventory_days, rate_days, rate_seasons, room_rates, rooms). Kept here, apart from the service,
 * so the migration that creates the table and the benchmark's data generator fill it with the same
 * statement the writers run. The property test (hotel-availability.int-spec) checks every row
 * against `sellableDay`.
 *
 * Parameters: $1 rate ids (null: every live rate), $2 first date, $3 last date (null: no bound).
 */
const SCOPE = `($1::uuid[] IS NULL OR s.room_rate_id = ANY($1::uuid[]))
   AND ($2::date IS NULL OR s.stay_date >= $2::date) AND ($3::date IS NULL OR s.stay_date <= $3::date)`;

/** Drops the scope's rows: what the next statement does not write back has nothing to sell. */
export const DELETE_SELLABLE_DAYS = `DELETE FROM hotels.sellable_days s WHERE ${SCOPE}`;

/**
 * Writes the scope's rows: one per live rate and date that has an inventory day of its room type
 * or a rate day of its own. A night's price before occupancy: the date's own, else the season's
 * weekday price, else the base rate (rules.ts `roomNightPrice`); restrictions are the date's own,
 * else the rate's (stay limits) or the room type's (release days).
 */
export const INSERT_SELLABLE_DAYS = `
  INSERT INTO hotels.sellable_days (room_rate_id, stay_date, hotel_id, room_id, sellable_rooms, room_stop_sell, release_days,
                                    price, price_source, rate_stop_sell, min_stay, max_stay, closed_to_arrival, closed_to_departure)
  SELECT rr.id, x.stay_date, rr.hotel_id, rr.room_id,
         d.allotment + d.overbooking_allowance - d.held - d.sold, coalesce(d.stop_sell, false),
         coalesce(d.release_days, r.release_days),
         coalesce(rd.price, se.price, rr.base_rate),
         CASE WHEN rd.price IS NOT NULL THEN 'DAY' WHEN se.price IS NOT NULL THEN 'SEASON' ELSE 'BASE' END,
         coalesce(rd.stop_sell, false), coalesce(rd.min_stay, rr.min_stay), coalesce(rd.max_stay, rr.max_stay),
         coalesce(rd.closed_to_arrival, false), coalesce(rd.closed_to_departure, false)
    FROM hotels.room_rates rr
    JOIN hotels.rooms r ON r.id = rr.room_id AND r.deleted_at IS NULL
   CROSS JOIN LATERAL (
         SELECT i.stay_date FROM hotels.inventory_days i
          WHERE i.room_id = rr.room_id AND ($2::date IS NULL OR i.stay_date >= $2::date) AND ($3::date IS NULL OR i.stay_date <= $3::date)
         UNION
         SELECT t.stay_date FROM hotels.rate_days t
          WHERE t.room_rate_id = rr.id AND ($2::date IS NULL OR t.stay_date >= $2::date) AND ($3::date IS NULL OR t.stay_date <= $3::date)
         ) x
    LEFT JOIN hotels.inventory_days d ON d.room_id = rr.room_id AND d.stay_date = x.stay_date
    LEFT JOIN hotels.rate_days rd ON rd.room_rate_id = rr.id AND rd.stay_date = x.stay_date
    LEFT JOIN LATERAL (
         SELECT z.weekday_prices[extract(isodow FROM x.stay_date)::int] AS price FROM hotels.rate_seasons z
          WHERE z.room_rate_id = rr.id AND x.stay_date BETWEEN z.starts_on AND z.ends_on
         ) se ON true
   WHERE rr.deleted_at IS NULL AND ($1::uuid[] IS NULL OR rr.id = ANY($1::uuid[]))`;

/** The live rates of room types (a hold, a release, a calendar edit move every rate of the room type). */
export const RATES_OF_ROOMS = `SELECT id FROM hotels.room_rates WHERE room_id = ANY($1::uuid[]) AND deleted_at IS NULL`;

/**
 * Serialises the calendar's writers per room type (advisory locks, held to the end of the
 * transaction, taken in key order): a writer's next statement reads what the one before it
 * committed, so two writers of different source rows of one date never leave the older figures.
 */
export const LOCK_ROOMS = `
  SELECT pg_advisory_xact_lock(17700, k)
    FROM (SELECT DISTINCT hashtext(id::text) AS k FROM unnest($1::uuid[]) AS id ORDER BY 1) keys`;

/** Room types of rates, live or not (a deleted rate's rows are dropped under its room type's lock). */
export const ROOMS_OF_RATES = `SELECT DISTINCT room_id FROM hotels.room_rates WHERE id = ANY($1::uuid[])`;
