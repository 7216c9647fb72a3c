import type { AvailabilitySortKey } from '@bo/shared';
import type { Catalogue, RateDefinition } from './availability.repository';
import { occupancyFits, occupancySupplement, type Occupancy } from './rules';

/**
 * A destination's page judged in PostgreSQL (docs/hotel-inventory.md, "Availability", "The
 * destination page in SQL"): the stay's rows of the sellable calendar are aggregated per rate,
 * quoteSellable's calendar rules are checked on the aggregate, and PostgreSQL picks each hotel's
 * cheapest offer, counts its offers, sorts the hotels and cuts the page, so the API receives one
 * row per hotel of the page instead of every rate's every night (issue 26).
 *
 * What the rules read that is not in the calendar comes from the catalogue, worked out here once
 * per catalogue and party and passed as arrays: the rates that can sell at all (hotel, room type
 * and rate active, the party fits: the same filter as the JS path) with their occupancy supplement
 * (rules.ts `occupancySupplement`, exact bigint), the hotels' today (their time zone, per search)
 * and the ranks that make PostgreSQL's order the JS one (see `Prepared`). The property test
 * (backend/test/destination-page.int-spec.ts) checks the page against quoteSellable's.
 */

/**
 * The statement. $1 rate ids, $2 their supplements (bigint), $3 their catalogue positions, $4 their
 * room names' ranks, $5 their plan codes' ranks; $6 hotel ids, $7 their today, $8 star ratings,
 * $9 names' ranks, $10 catalogue positions; $11 check-in, $12 check-out, $13 nights, $14 rooms;
 * $15 the rows before the page, $16 the last row of the page. `%ORDER%` is one of ORDER_BY.
 *
 * A rate sells when, over the stay's rows (its nights and the check-out date; the primary key makes
 * a (rate, date) row unique, so counts are nights): every night has a row with inventory
 * (sellable_rooms not null), no room or rate stop-sell, at least `rooms` sellable and at least its
 * release days after the hotel's today; the arrival row is not closed to arrival and its min/max
 * stay allow the nights; the check-out row, if any, is not closed to departure. Its total is
 * (sum of the nights' prices + nights x supplement) x rooms, exact (numeric over bigint).
 * Nulls: a count's FILTER drops a row whose condition is null (a night without inventory), so it
 * cannot pass as sellable.
 *
 * The hotel's cheapest offer is its first rate as the JS answer orders a hotel (room types by their
 * cheapest rate, then name, then the order they were first met; rates by total, then plan code, then
 * catalogue order): lexicographically (total, room name, room's first sellable rate, plan code,
 * catalogue position). A page past the last answers the last row alone (n = hotels), so `total` is
 * always known; the caller keeps the rows of its page only.
 */
const SQL = `
  WITH rate AS (
    SELECT * FROM unnest($1::uuid[], $2::bigint[], $3::int[], $4::int[], $5::int[]) AS r(id, supplement, pos, room_name, plan_code)
  ), hotel AS (
    SELECT * FROM unnest($6::uuid[], $7::date[], $8::int[], $9::int[], $10::int[]) AS h(id, today, stars, name, pos)
  ), offer AS (
    SELECT s.hotel_id, s.room_id, s.room_rate_id, r.pos, r.room_name, r.plan_code,
           (sum(s.price) FILTER (WHERE s.stay_date < $12::date) + $13::int * r.supplement) * $14::int AS total,
           min(s.sellable_rooms) FILTER (WHERE s.stay_date < $12::date) AS free,
           array_agg(s.price + r.supplement ORDER BY s.stay_date) FILTER (WHERE s.stay_date < $12::date) AS nightly
      FROM hotels.sellable_days s
      JOIN rate r ON r.id = s.room_rate_id
      JOIN hotel h ON h.id = s.hotel_id
     WHERE s.hotel_id = ANY($6::uuid[]) AND s.stay_date >= $11::date AND s.stay_date <= $12::date
     GROUP BY s.hotel_id, s.room_id, s.room_rate_id, r.pos, r.room_name, r.plan_code, r.supplement
    HAVING count(*) FILTER (WHERE s.stay_date < $12::date AND s.sellable_rooms >= $14::int AND NOT s.room_stop_sell
                                  AND NOT s.rate_stop_sell AND s.stay_date - h.today >= s.release_days) = $13::int
       AND count(*) FILTER (WHERE s.stay_date = $11::date AND NOT s.closed_to_arrival AND s.min_stay <= $13::int
                                  AND (s.max_stay IS NULL OR s.max_stay >= $13::int)) = 1
       AND count(*) FILTER (WHERE s.stay_date = $12::date AND s.closed_to_departure) = 0
  ), ranked AS (
    SELECT o.*, min(o.pos) OVER (PARTITION BY o.room_id) AS room_pos, count(*) OVER (PARTITION BY o.hotel_id) AS offers
      FROM offer o
  ), best AS (
    SELECT DISTINCT ON (hotel_id) * FROM ranked ORDER BY hotel_id, total, room_name, room_pos, plan_code, pos
  ), page AS (
    SELECT b.hotel_id, b.room_rate_id, b.total, b.free, b.nightly, b.offers,
           row_number() OVER (ORDER BY %ORDER%) AS n, count(*) OVER () AS hotels
      FROM best b JOIN hotel h ON h.id = b.hotel_id
  )
  SELECT hotel_id, room_rate_id, total::text AS total, free, nightly::text AS nightly, offers::int AS offers, n::int AS n,
         hotels::int AS hotels
    FROM page WHERE (n > $15::int AND n <= $16::int) OR n = hotels ORDER BY n`;

/**
 * The service's orders (availability.service.ts ORDERS) restated: each key in its natural
 * direction, ties by price then name, and what is still equal in catalogue order (the JS sort is
 * stable over the catalogue's hotels, in either direction). Names compare by their rank in the
 * JS code-unit order (`Prepared`), not by a collation.
 */
const ORDER_BY: Record<AvailabilitySortKey, { natural: string; reversed: string }> = {
  price: { natural: 'b.total, h.name, h.pos', reversed: 'b.total DESC, h.name DESC, h.pos' },
  stars: { natural: 'h.stars DESC, b.total, h.name, h.pos', reversed: 'h.stars, b.total DESC, h.name DESC, h.pos' },
  name: { natural: 'h.name, b.total, h.pos', reversed: 'h.name DESC, b.total DESC, h.pos' },
};
const STATEMENTS = Object.fromEntries(
  Object.entries(ORDER_BY).map(([key, o]) => [
    key,
    { natural: SQL.replace('%ORDER%', o.natural), reversed: SQL.replace('%ORDER%', o.reversed) },
  ]),
) as Record<AvailabilitySortKey, { natural: string; reversed: string }>;

export function destinationPageSql(sortKey: AvailabilitySortKey, reversed: boolean): string {
  return STATEMENTS[sortKey][reversed ? 'reversed' : 'natural'];
}

/** One row the statement answers: a hotel of the page (or the last hotel, past the last page). */
export interface DestinationPageRow {
  hotel_id: string;
  room_rate_id: string;
  /** Exact, as text (numeric). */
  total: string;
  free: number;
  /** The nights' prices per room, a bigint[] as text: `{1,2,3}`. */
  nightly: string;
  offers: number;
  n: number;
  hotels: number;
}

/** PostgreSQL array literals (node-postgres passes a string as it is: no per-search escaping of 1,000 ids). */
const literal = (values: readonly (string | number | bigint)[]) => `{${values.join(',')}}`;

/** Ranks of strings in the JS code-unit order (`a < b`), equal strings equal ranks: what byText sorts by. */
function ranks(values: readonly string[]): Map<string, number> {
  const sorted = [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return new Map(sorted.map((v, i) => [v, i]));
}

/** The rates of one party: what $1-$5 and the hotels of $6-$10 hold. */
interface PartyArrays {
  rateIDs: string;
  supplements: string;
  positions: string;
  roomNames: string;
  planCodes: string;
  /** Indexes into the catalogue's hotels with at least one rate of the party, in catalogue order. */
  hotels: number[];
  hotelIDs: string;
  stars: string;
  names: string;
  hotelPositions: string;
}

/**
 * What a catalogue gives every search of it: ranks of names and codes, and per party (adults and
 * children's ages) the rates that can sell and their supplements. Kept with the catalogue (a
 * WeakMap: dropped with it when CatalogueCache drops the entry).
 */
class Prepared {
  private readonly parties = new Map<string, PartyArrays>();
  private readonly roomNames: Map<string, number>;
  private readonly planCodes: Map<string, number>;
  private readonly hotelNames: Map<string, number>;
  private readonly hotelIndex: Map<string, number>;

  /** The catalogue's rates by id: the page's rows name theirs. */
  readonly rates: Map<string, RateDefinition>;

  constructor(private readonly catalogue: Catalogue) {
    this.rates = new Map(catalogue.rates.map((r) => [r.roomRateInclusionID, r]));
    this.roomNames = ranks(catalogue.rates.map((r) => r.roomName));
    this.planCodes = ranks(catalogue.rates.map((r) => r.ratePlanCode));
    this.hotelNames = ranks(catalogue.hotels.map((h) => h.name));
    this.hotelIndex = new Map(catalogue.hotels.map((h, i) => [h.hotelID, i]));
  }

  party(occupancy: Occupancy): PartyArrays {
    const key = `${occupancy.adults}|${occupancy.childAges.join(',')}`;
    let arrays = this.parties.get(key);
    if (!arrays) {
      if (this.parties.size >= 64) this.parties.clear();
      arrays = this.build(occupancy);
      this.parties.set(key, arrays);
    }
    return arrays;
  }

  private build(occupancy: Occupancy): PartyArrays {
    const { hotels } = this.catalogue;
    const rates: { rate: RateDefinition; pos: number }[] = [];
    this.catalogue.rates.forEach((rate, pos) => {
      const i = this.hotelIndex.get(rate.hotelID);
      // The JS path's filter: a rate of a candidate hotel, hotel, room type and rate active, the party fits.
      if (i === undefined || !hotels[i]!.active || !rate.room.active || !rate.active) return;
      if (occupancyFits(rate.room, occupancy)) rates.push({ rate, pos });
    });
    const withRates = new Set(rates.map(({ rate }) => this.hotelIndex.get(rate.hotelID)!));
    const chosen = hotels.map((_, i) => i).filter((i) => withRates.has(i));
    return {
      rateIDs: literal(rates.map(({ rate }) => rate.roomRateInclusionID)),
      supplements: literal(rates.map(({ rate }) => occupancySupplement(rate.room, rate.pricing, occupancy))),
      positions: literal(rates.map(({ pos }) => pos)),
      roomNames: literal(rates.map(({ rate }) => this.roomNames.get(rate.roomName)!)),
      planCodes: literal(rates.map(({ rate }) => this.planCodes.get(rate.ratePlanCode)!)),
      hotels: chosen,
      hotelIDs: literal(chosen.map((i) => hotels[i]!.hotelID)),
      stars: literal(chosen.map((i) => hotels[i]!.starRating)),
      names: literal(chosen.map((i) => this.hotelNames.get(hotels[i]!.name)!)),
      hotelPositions: literal(chosen),
    };
  }
}

const prepared = new WeakMap<Catalogue, Prepared>();

export interface DestinationPageQuery {
  checkIn: string;
  checkOut: string;
  nights: number;
  rooms: number;
  occupancy: Occupancy;
  /** By catalogue hotel index: the hotel's today (its time zone). */
  todayOf: (hotelIndex: number) => string;
  sortKey: AvailabilitySortKey;
  reversed: boolean;
  /** Rows before the page and the page's last row (1-based). */
  offset: number;
  end: number;
}

/** A hotel of the page: its cheapest offer, as the JS judgement would answer it. */
export interface PagedOffer {
  /** Index into the catalogue's hotels. */
  hotelIndex: number;
  rate: RateDefinition;
  /** Every night of every room. */
  total: number;
  free: number;
  /** Per room, by night from check-in. */
  nightly: number[];
  offerCount: number;
}

const safe = (text: string): number => {
  const n = Number(text);
  if (!Number.isSafeInteger(n)) throw new RangeError(`sum out of bounds: ${text}`);
  return n;
};

/**
 * A destination's page of `catalogue` for the stay: the hotels with an offer (`total`) and the
 * page's, in order, each with its cheapest offer. `query` runs the statement (the repository).
 */
export async function destinationPage(
  catalogue: Catalogue,
  q: DestinationPageQuery,
  query: (sql: string, params: unknown[]) => Promise<DestinationPageRow[]>,
): Promise<{ total: number; offers: PagedOffer[] }> {
  const p = prepared.get(catalogue) ?? new Prepared(catalogue);
  prepared.set(catalogue, p);
  const a = p.party(q.occupancy);
  if (a.hotels.length === 0) return { total: 0, offers: [] };
  const rows = await query(destinationPageSql(q.sortKey, q.reversed), [
    a.rateIDs,
    a.supplements,
    a.positions,
    a.roomNames,
    a.planCodes,
    a.hotelIDs,
    literal(a.hotels.map(q.todayOf)),
    a.stars,
    a.names,
    a.hotelPositions,
    q.checkIn,
    q.checkOut,
    q.nights,
    q.rooms,
    q.offset,
    q.end,
  ]);
  const hotelIndex = new Map(a.hotels.map((i) => [catalogue.hotels[i]!.hotelID, i]));
  const offers = rows
    .filter((r) => r.n > q.offset && r.n <= q.end)
    .map((r) => ({
      hotelIndex: hotelIndex.get(r.hotel_id)!,
      rate: p.rates.get(r.room_rate_id)!,
      total: safe(r.total),
      free: r.free,
      nightly: r.nightly.slice(1, -1).split(',').map(safe),
      offerCount: r.offers,
    }));
  return { total: rows[0]?.hotels ?? 0, offers };
}
