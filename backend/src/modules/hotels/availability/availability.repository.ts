import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { CancellationFeeBasis } from '@bo/shared';
import type { InventoryDay, RateDay, RatePricing, RateSeason, RoomType } from './rules';

/** A live hotel a search may answer with; its today (YYYY-MM-DD) comes from its time zone. */
export interface SearchHotel {
  hotelID: string;
  active: boolean;
  name: string;
  city: string;
  starRating: number;
  currencyCode: string;
  timeZone: string;
}

/** One live rate of a searched hotel as the catalogue defines it: everything but the stay's calendar. */
export interface RateDefinition {
  hotelID: string;
  roomInfoID: string;
  roomName: string;
  room: RoomType;
  roomRateInclusionID: string;
  active: boolean;
  ratePlanCode: string;
  name: string;
  mealPlan: string;
  inclusions: string[];
  refundable: boolean;
  freeCancellationDays: number | null;
  cancellationFee: { basis: CancellationFeeBasis; value: number };
  minStay: number;
  maxStay: number | null;
  pricing: RatePricing;
  /** Every season of the rate (the search keeps those overlapping the stay). */
  seasons: RateSeason[];
}

/** What a search reads of the hotels a filter names that changes only when the catalogue does. */
export interface Catalogue {
  hotels: SearchHotel[];
  rates: RateDefinition[];
}

/** The stay's calendar rows: per room type its inventory days, per rate its rate days, by date. */
export interface StayCalendars {
  inventory: Map<string, Map<string, InventoryDay>>;
  rateDays: Map<string, Map<string, RateDay>>;
}

export interface HotelFilter {
  destination?: string;
  hotelID?: string;
}

/** Live hotels of a destination (a city, case-insensitive: the `lower(city)` index) and/or one hotel. */
function hotelFilter(where: HotelFilter, alias: string): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const filters = [`${alias}.deleted_at IS NULL`];
  if (where.destination !== undefined) filters.push(`lower(${alias}.city) = lower($${params.push(where.destination)})`);
  if (where.hotelID !== undefined) filters.push(`${alias}.id = $${params.push(where.hotelID)}`);
  return { sql: filters.join(' AND '), params };
}

/** bigint columns arrive as text; MAX_RATE_MINOR_UNITS keeps them exact as numbers. */
const amount = (v: string | null) => (v === null ? null : Number(v));
const DATE = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

function groupBy<T, V>(rows: T[], key: (row: T) => string, value: (row: T) => V): Map<string, V[]> {
  const map = new Map<string, V[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(value(row));
    else map.set(k, [value(row)]);
  }
  return map;
}

/** Per room type or rate (`key`), its days by date. */
function calendars<T extends { date: string }, D>(rows: T[], key: (row: T) => string, day: (row: T) => D) {
  const map = new Map<string, Map<string, D>>();
  for (const row of rows) {
    const k = key(row);
    const days = map.get(k) ?? new Map<string, D>();
    map.set(k, days.set(row.date, day(row)));
  }
  return map;
}

/**
 * The reads of the availability search, set-based and flat (no per-row JSON), in two parts:
 * `catalogue` (the hotels a filter names, their live rates with room types, the rates' seasons and
 * child bands, what each room type's largest bed combination sleeps), which the search caches
 * until the catalogue changes (CatalogueCache), and `calendars`, the stay's inventory days and rate
 * days, read on every search. Each read is one index range per hotel, room type or rate;
 * assembling is done here, the rules in rules.ts.
 */
@Injectable()
export class AvailabilityRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * The live hotels `where` names and their live rates (the same filter for both, so the planner
   * walks the city index, then rooms and rates by their indexes), read at once: a hotel made
   * meanwhile may be in one and not the other, and the search answers a hotel only with its rates.
   */
  async catalogue(where: HotelFilter): Promise<Catalogue> {
    const q = <T>(sql: string, params: unknown[]) => this.dataSource.query(sql, params) as Promise<T[]>;
    const filter = hotelFilter(where, 'h');
    const [hotels, rates] = await Promise.all([
      q<SearchHotel>(
        `SELECT id AS "hotelID", active, name, city, star_rating AS "starRating", currency AS "currencyCode",
                time_zone AS "timeZone"
           FROM hotels.hotels h WHERE ${filter.sql}`,
        filter.params,
      ),
      q<RateRow>(
        `SELECT r.hotel_id, r.id AS room_id, r.name AS room_name, r.active AS room_active, r.max_adults, r.max_children,
                r.max_occupancy, r.extra_beds, r.release_days, rr.id, rr.active, rr.rate_plan_code, rr.name, rr.meal_plan,
                rr.inclusions, rr.refundable, rr.free_cancellation_days, rr.cancellation_fee_basis, rr.cancellation_fee_value,
                rr.min_stay, rr.max_stay, rr.base_occupancy, rr.base_rate, rr.extra_adult_rate, rr.child_rate, rr.extra_bed_rate
           FROM hotels.hotels h
           JOIN hotels.rooms r ON r.hotel_id = h.id AND r.deleted_at IS NULL
           JOIN hotels.room_rates rr ON rr.room_id = r.id AND rr.deleted_at IS NULL
          WHERE ${filter.sql}`,
        filter.params,
      ),
    ]);
    if (rates.length === 0) return { hotels, rates: [] };
    const roomIDs = [...new Set(rates.map((r) => r.room_id))];
    const rateIDs = rates.map((r) => r.id);
    const [seasons, bands, beds] = await Promise.all([
      q<{ room_rate_id: string; starts_on: string; ends_on: string; weekday_prices: (string | null)[] }>(
        `SELECT room_rate_id, ${DATE('starts_on')} AS starts_on, ${DATE('ends_on')} AS ends_on, weekday_prices
           FROM hotels.rate_seasons WHERE room_rate_id = ANY($1::uuid[])`,
        [rateIDs],
      ),
      q<{ room_rate_id: string; age_from: number; age_to: number; price: string }>(
        `SELECT room_rate_id, age_from, age_to, price FROM hotels.rate_child_bands WHERE room_rate_id = ANY($1::uuid[])`,
        [rateIDs],
      ),
      q<{ room_id: string; sleeps: number }>(
        `SELECT room_id, max(sleeps)::int AS sleeps
           FROM (SELECT rb.room_id, sum(b.quantity * t.sleeps) AS sleeps
                   FROM hotels.room_bed_combinations rb
                   JOIN hotels.bed_combination_beds b ON b.bed_combination_id = rb.bed_combination_id
                   JOIN hotels.bed_types t ON t.id = b.bed_type_id
                  WHERE rb.room_id = ANY($1::uuid[])
                  GROUP BY rb.room_id, rb.bed_combination_id) c
          GROUP BY room_id`,
        [roomIDs],
      ),
    ]);

    const seasonsOf = groupBy(
      seasons,
      (s) => s.room_rate_id,
      (s) => ({
        startsOn: s.starts_on,
        endsOn: s.ends_on,
        weekdayPrices: s.weekday_prices.map(amount),
      }),
    );
    const bandsOf = groupBy(
      bands,
      (b) => b.room_rate_id,
      (b) => ({ ageFrom: b.age_from, ageTo: b.age_to, price: Number(b.price) }),
    );
    const sleeps = new Map(beds.map((b) => [b.room_id, b.sleeps]));

    return {
      hotels,
      rates: rates.map((r) => ({
        hotelID: r.hotel_id,
        roomInfoID: r.room_id,
        roomName: r.room_name,
        room: {
          active: r.room_active,
          maxAdults: r.max_adults,
          maxChildren: r.max_children,
          maxOccupancy: r.max_occupancy,
          extraBeds: r.extra_beds,
          sleeps: sleeps.get(r.room_id) ?? 0,
          releaseDays: r.release_days,
        },
        roomRateInclusionID: r.id,
        active: r.active,
        ratePlanCode: r.rate_plan_code,
        name: r.name,
        mealPlan: r.meal_plan,
        inclusions: r.inclusions,
        refundable: r.refundable,
        freeCancellationDays: r.free_cancellation_days,
        cancellationFee: { basis: r.cancellation_fee_basis, value: Number(r.cancellation_fee_value) },
        minStay: r.min_stay,
        maxStay: r.max_stay,
        pricing: {
          baseOccupancy: r.base_occupancy,
          baseRate: Number(r.base_rate),
          extraAdultRate: Number(r.extra_adult_rate),
          childRate: Number(r.child_rate),
          extraBedRate: Number(r.extra_bed_rate),
          childAgeBands: bandsOf.get(r.id) ?? [],
        },
        seasons: seasonsOf.get(r.id) ?? [],
      })),
    };
  }

  /** The stay's calendars: nights are [checkIn, checkOut); rate days also cover checkOut (closed to departure). */
  async calendars(roomIDs: string[], rateIDs: string[], checkIn: string, checkOut: string): Promise<StayCalendars> {
    const q = <T>(sql: string, params: unknown[]) => this.dataSource.query(sql, params) as Promise<T[]>;
    const [inventory, days] = await Promise.all([
      q<InventoryRow>(
        `SELECT room_id, ${DATE('stay_date')} AS date, allotment, held, sold, overbooking_allowance, stop_sell, release_days
           FROM hotels.inventory_days WHERE room_id = ANY($1::uuid[]) AND stay_date >= $2 AND stay_date < $3`,
        [roomIDs, checkIn, checkOut],
      ),
      q<RateDayRow>(
        `SELECT room_rate_id, ${DATE('stay_date')} AS date, price, stop_sell, min_stay, max_stay, closed_to_arrival, closed_to_departure
           FROM hotels.rate_days WHERE room_rate_id = ANY($1::uuid[]) AND stay_date >= $2 AND stay_date <= $3`,
        [rateIDs, checkIn, checkOut],
      ),
    ]);
    return {
      inventory: calendars(
        inventory,
        (d) => d.room_id,
        (d): InventoryDay => ({
          allotment: d.allotment,
          held: d.held,
          sold: d.sold,
          overbookingAllowance: d.overbooking_allowance,
          stopSell: d.stop_sell,
          releaseDays: d.release_days,
        }),
      ),
      rateDays: calendars(
        days,
        (d) => d.room_rate_id,
        (d): RateDay => ({
          price: amount(d.price),
          stopSell: d.stop_sell,
          minStay: d.min_stay,
          maxStay: d.max_stay,
          closedToArrival: d.closed_to_arrival,
          closedToDeparture: d.closed_to_departure,
        }),
      ),
    };
  }
}

interface RateRow {
  hotel_id: string;
  room_id: string;
  room_name: string;
  room_active: boolean;
  max_adults: number;
  max_children: number;
  max_occupancy: number;
  extra_beds: number;
  release_days: number;
  id: string;
  active: boolean;
  rate_plan_code: string;
  name: string;
  meal_plan: string;
  inclusions: string[];
  refundable: boolean;
  free_cancellation_days: number | null;
  cancellation_fee_basis: CancellationFeeBasis;
  cancellation_fee_value: string;
  min_stay: number;
  max_stay: number | null;
  base_occupancy: number;
  base_rate: string;
  extra_adult_rate: string;
  child_rate: string;
  extra_bed_rate: string;
}
interface InventoryRow {
  room_id: string;
  date: string;
  allotment: number;
  held: number;
  sold: number;
  overbooking_allowance: number;
  stop_sell: boolean;
  release_days: number | null;
}
interface RateDayRow {
  room_rate_id: string;
  date: string;
  price: string | null;
  stop_sell: boolean;
  min_stay: number | null;
  max_stay: number | null;
  closed_to_arrival: boolean;
  closed_to_departure: boolean;
}
