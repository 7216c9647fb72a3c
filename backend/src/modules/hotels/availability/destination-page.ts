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
 * room names' ranks, $5 their plan codes' ranks, $6 their room types (an index per room type), $7
 * their hotels (catalogue positions); $8 hotel ids, $9 their today, $10 star ratings, $11 names'
 * ranks, $12 catalogue positions; $13 check-in, $14 check-out, $15 nights, $16 rooms; $17 the rows
 * before the page, $18 the last row of the page. `%ORDER%` is one of ORDER_BY.
 *
 * `stay` reads the stay's rows (its nights and the check-out date) from the covering index
 * `sellable_days_search_idx` alone (one range per hotel) and keeps a rate when, the primary key
 * making a (rate, date) row unique so that counts are nights: every night has a row with inventory
 * (sellable_rooms not null), no room or rate stop-sell, at least `rooms` sellable and at least its
 * release days after the hotel's today; the arrival row is not closed to arrival and its min/max
 * stay allow the nights; the check-out row, if any, is not closed to departure. (Nulls: a count's
 * FILTER drops a row whose condition is null, a night without inventory, so it cannot pass.) Its
 * total is (sum of the nights' prices + nights x supplement) x rooms, exact (numeric over bigint).
 *
 * The hotel's cheapest offer is its first rate as the JS answer orders a hotel (room types by their
 * cheapest rate, then name, then the order they were first met; rates by total, then plan code, then
 * catalogue order): lexicographically (total, room name, room type's first sellable rate, plan code,
 * catalogue position). A page past the last answers the last row alone (n = hotels), so `total` is
 * always known; the caller keeps the rows of its page only. The nightly prices are read for the
 * answered rows only (primary key).
 */
const SQL = `
  WITH hotel AS (
    SELECT * FROM unnest($8::uuid[], $9::date[], $10::int[], $11::int[], $12::int[]) AS h(id, today, stars, name, pos)
  ), stay AS (
    SELECT s.room_rate_id, sum(s.price) FILTER (WHERE s.stay_date < $14::date) AS price,
           min(s.sellable_rooms) FILTER (WHERE s.stay_date < $14::date) AS free
      FROM hotels.sellable_days s
      JOIN hotel h ON h.id = s.hotel_id
     WHERE s.hotel_id = ANY($8::uuid[]) AND s.stay_date >= $13::date AND s.stay_date <= $14::date
     GROUP BY s.room_rate_id
    HAVING count(*) FILTER (WHERE s.stay_date < $14::date AND s.sellable_rooms >= $16::int AND NOT s.room_stop_sell
                                  AND NOT s.rate_stop_sell AND s.stay_date - h.today >= s.release_days) = $15::int
       AND count(*) FILTER (WHERE s.stay_date = $13::date AND NOT s.closed_to_arrival AND s.min_stay <= $15::int
                                  AND (s.max_stay IS NULL OR s.max_stay >= $15::int)) = 1
       AND count(*) FILTER (WHERE s.stay_date = $14::date AND s.closed_to_departure) = 0
  ), offer AS (
    SELECT r.id, r.supplement, r.pos, r.room_name, r.plan_code, r.hotel, st.free,
           (st.price + $15::int * r.supplement) * $16::int AS total,
           min(r.pos) OVER (PARTITION BY r.room) AS room_pos, count(*) OVER (PARTITION BY r.hotel) AS offers
      FROM stay st
      JOIN unnest($1::uuid[], $2::bigint[], $3::int[], $4::int[], $5::int[], $6::int[], $7::int[])
           AS r(id, supplement, pos, room_name, plan_code, room, hotel) ON r.id = st.room_rate_id
  ), best AS (
    SELECT DISTINCT ON (hotel) * FROM offer ORDER BY hotel, total, room_name, room_pos, plan_code, pos
  ), page AS (
    SELECT b.id, b.supplement, b.pos, b.hotel, b.total, b.free, b.offers,
           row_number() OVER (ORDER BY %ORDER%) AS n, count(*) OVER () AS hotels
      FROM best b JOIN hotel h ON h.pos = b.hotel
  )
  SELECT p.hotel, p.pos AS rate, p.total::text AS total, p.free, p.offers::int AS offers, p.n::int AS n, p.hotels::int AS hotels,
         (SELECT array_agg(d.price + p.supplement ORDER BY d.stay_date) FROM hotels.sellable_days d
           WHERE d.room_rate_id = p.id AND d.stay_date >= $13::date AND d.stay_date < $14::date)::text AS nightly
    FROM page p WHERE (p.n > $17::int AND p.n <= $18::int) OR p.n = p.hotels ORDER BY p.n`;

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
  /** Catalogue positions of the hotel and of its cheapest rate. */
  hotel: number;
  rate: number;
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
  roomTypes: string;
  rateHotels: string;
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
  private readonly roomTypes: Map<string, number>;

  constructor(private readonly catalogue: Catalogue) {
    this.roomNames = ranks(catalogue.rates.map((r) => r.roomName));
    this.planCodes = ranks(catalogue.rates.map((r) => r.ratePlanCode));
    this.hotelNames = ranks(catalogue.hotels.map((h) => h.name));
    this.hotelIndex = new Map(catalogue.hotels.map((h, i) => [h.hotelID, i]));
    this.roomTypes = new Map([...new Set(catalogue.rates.map((r) => r.roomInfoID))].map((id, i) => [id, i]));
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
      roomTypes: literal(rates.map(({ rate }) => this.roomTypes.get(rate.roomInfoID)!)),
      rateHotels: literal(rates.map(({ rate }) => this.hotelIndex.get(rate.hotelID)!)),
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
    a.roomTypes,
    a.rateHotels,
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
  const offers = rows
    .filter((r) => r.n > q.offset && r.n <= q.end)
    .map((r) => ({
      hotelIndex: r.hotel,
      rate: catalogue.rates[r.rate]!,
      total: safe(r.total),
      free: r.free,
      nightly: r.nightly.slice(1, -1).split(',').map(safe),
      offerCount: r.offers,
    }));
  return { total: rows[0]?.hotels ?? 0, offers };
}
