import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { CancellationFeeBasis, PriceSource } from '@bo/shared';
import { type DestinationPageQuery, type DestinationPageRow, destinationPage, type PagedOffer } from './destination-page';
import { addDays, type RatePricing, type RoomType, type SellableDay } from './rules';

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
  /** The occupancy supplements' figures (nightly prices are the sellable calendar's). */
  pricing: RatePricing;
}

/** What a search reads of the hotels a filter names that changes only when the catalogue does. */
export interface Catalogue {
  hotels: SearchHotel[];
  rates: RateDefinition[];
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

/** Per rate (`key`), its days by date. */
function calendars<T, D>(rows: T[], key: (row: T) => string, date: (row: T) => string, day: (row: T) => D) {
  const map = new Map<string, Map<string, D>>();
  for (const row of rows) {
    const k = key(row);
    const days = map.get(k) ?? new Map<string, D>();
    map.set(k, days.set(date(row), day(row)));
  }
  return map;
}

/**
 * The reads of the availability search, set-based and flat (no per-row JSON), in two parts:
 * `catalogue` (the hotels a filter names, their live rates with room types, the rates' child
 * bands, what each room type's largest bed combination sleeps), which the search caches until the
 * catalogue changes (CatalogueCache), and `sellableDays`, the stay's rows of the sellable calendar
 * (prices, rooms and restrictions per rate and date, kept by the writers: SellableCalendar), read
 * on every search. Each read is one index range per hotel or rate; assembling is done here, the
 * rules in rules.ts.
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
    const [bands, beds] = await Promise.all([
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
      })),
    };
  }

  /**
   * A destination's page for the stay, judged in PostgreSQL over the stay's rows of the sellable
   * calendar (./destination-page.ts): one statement, one range of `sellable_days_search_idx` per
   * hotel, one row back per hotel of the page.
   */
  destinationPage(catalogue: Catalogue, q: DestinationPageQuery): Promise<{ total: number; offers: PagedOffer[] }> {
    return destinationPage(catalogue, q, (sql, params) => this.dataSource.query(sql, params) as Promise<DestinationPageRow[]>);
  }

  /**
   * The stay's rows of the sellable calendar (nights [checkIn, checkOut) and the check-out date,
   * for closed to departure) of hotels, per rate by date: one range of the covering index
   * `sellable_days_search_idx` per hotel, whatever the number of rates and nights. Dates come as
   * days after check-in (integers parse faster than text).
   */
  async sellableDays(hotelIDs: string[], checkIn: string, checkOut: string): Promise<Map<string, Map<string, SellableDay>>> {
    const rows = (await this.dataSource.query(
      `SELECT room_rate_id, stay_date - $2::date AS day, sellable_rooms, room_stop_sell, release_days, price, price_source,
              rate_stop_sell, min_stay, max_stay, closed_to_arrival, closed_to_departure
         FROM hotels.sellable_days WHERE hotel_id = ANY($1::uuid[]) AND stay_date >= $2::date AND stay_date <= $3::date`,
      [hotelIDs, checkIn, checkOut],
    )) as SellableRow[];
    return calendars(
      rows,
      (d) => d.room_rate_id,
      (d) => addDays(checkIn, d.day),
      (d): SellableDay => ({
        sellableRooms: d.sellable_rooms,
        roomStopSell: d.room_stop_sell,
        releaseDays: d.release_days,
        price: Number(d.price),
        priceSource: d.price_source,
        rateStopSell: d.rate_stop_sell,
        minStay: d.min_stay,
        maxStay: d.max_stay,
        closedToArrival: d.closed_to_arrival,
        closedToDeparture: d.closed_to_departure,
      }),
    );
  }
}

interface SellableRow {
  room_rate_id: string;
  day: number;
  sellable_rooms: number | null;
  room_stop_sell: boolean;
  release_days: number;
  price: string;
  price_source: PriceSource;
  rate_stop_sell: boolean;
  min_stay: number;
  max_stay: number | null;
  closed_to_arrival: boolean;
  closed_to_departure: boolean;
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
