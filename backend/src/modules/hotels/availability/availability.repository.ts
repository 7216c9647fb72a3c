import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { CancellationFeeBasis } from '@bo/shared';
import type { ChildAgeBand, InventoryDay, RateDay, RateSeason, RoomType } from './rules';

/** A live hotel a search may answer with, and its today (YYYY-MM-DD, in its time zone). */
export interface SearchHotel {
  hotelID: string;
  active: boolean;
  name: string;
  city: string;
  starRating: number;
  currencyCode: string;
  today: string;
}

/** One live rate of a searched hotel with what the rules read, the stay's calendar rows included. */
export interface RateCalendar {
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
  pricing: { baseOccupancy: number; baseRate: number; extraAdultRate: number; childRate: number; extraBedRate: number };
  childAgeBands: ChildAgeBand[];
  seasons: RateSeason[];
  /** The room type's rows on the stay's nights, by date. */
  inventory: (InventoryDay & { date: string })[];
  /** The rate's rows on the nights and the check-out date. */
  rateDays: (RateDay & { date: string })[];
}

/**
 * The reads of the availability search: the candidate hotels, then the calendar of every live
 * rate of them for the stay's dates in one set-based statement (json aggregates per rate,
 * so the answer is one row per rate whatever the number of nights). Amounts are bigint columns
 * turned into JSON numbers: MAX_RATE_MINOR_UNITS keeps them exact.
 */
@Injectable()
export class AvailabilityRepository {
  constructor(private readonly dataSource: DataSource) {}

  hotels(where: { destination?: string; hotelID?: string }): Promise<SearchHotel[]> {
    const params: unknown[] = [];
    const filters = ['deleted_at IS NULL'];
    if (where.destination !== undefined) filters.push(`lower(city) = lower($${params.push(where.destination)})`);
    if (where.hotelID !== undefined) filters.push(`id = $${params.push(where.hotelID)}`);
    return this.dataSource.query(
      `SELECT id AS "hotelID", active, name, city, star_rating AS "starRating", currency AS "currencyCode",
              to_char((now() AT TIME ZONE time_zone)::date, 'YYYY-MM-DD') AS today
         FROM hotels.hotels WHERE ${filters.join(' AND ')}`,
      params,
    );
  }

  /** Nights are [checkIn, checkOut); rate days also cover checkOut (closed to departure). */
  rates(hotelIDs: string[], checkIn: string, checkOut: string): Promise<RateCalendar[]> {
    if (hotelIDs.length === 0) return Promise.resolve([]);
    return this.dataSource.query(
      `SELECT r.hotel_id AS "hotelID", r.id AS "roomInfoID", r.name AS "roomName",
              json_build_object('active', r.active, 'maxAdults', r.max_adults, 'maxChildren', r.max_children, 'maxOccupancy', r.max_occupancy,
                                'extraBeds', r.extra_beds, 'sleeps', coalesce(beds.sleeps, 0), 'releaseDays', r.release_days) AS room,
              rr.id AS "roomRateInclusionID", rr.active, rr.rate_plan_code AS "ratePlanCode", rr.name, rr.meal_plan AS "mealPlan",
              rr.inclusions, rr.refundable, rr.free_cancellation_days AS "freeCancellationDays",
              json_build_object('basis', rr.cancellation_fee_basis, 'value', rr.cancellation_fee_value) AS "cancellationFee",
              rr.min_stay AS "minStay", rr.max_stay AS "maxStay",
              json_build_object('baseOccupancy', rr.base_occupancy, 'baseRate', rr.base_rate, 'extraAdultRate', rr.extra_adult_rate,
                                'childRate', rr.child_rate, 'extraBedRate', rr.extra_bed_rate) AS pricing,
              coalesce(bands.list, '[]') AS "childAgeBands", coalesce(seasons.list, '[]') AS seasons,
              coalesce(inv.list, '[]') AS inventory, coalesce(days.list, '[]') AS "rateDays"
         FROM hotels.rooms r
         JOIN hotels.room_rates rr ON rr.room_id = r.id AND rr.deleted_at IS NULL
         LEFT JOIN LATERAL (
           SELECT max(c.sleeps) AS sleeps
             FROM (SELECT sum(b.quantity * t.sleeps) AS sleeps
                     FROM hotels.room_bed_combinations rb
                     JOIN hotels.bed_combination_beds b ON b.bed_combination_id = rb.bed_combination_id
                     JOIN hotels.bed_types t ON t.id = b.bed_type_id
                    WHERE rb.room_id = r.id
                    GROUP BY rb.bed_combination_id) c
         ) beds ON true
         LEFT JOIN LATERAL (
           SELECT json_agg(json_build_object('ageFrom', cb.age_from, 'ageTo', cb.age_to, 'price', cb.price)) AS list
             FROM hotels.rate_child_bands cb WHERE cb.room_rate_id = rr.id
         ) bands ON true
         LEFT JOIN LATERAL (
           SELECT json_agg(json_build_object('startsOn', s.starts_on, 'endsOn', s.ends_on, 'weekdayPrices', s.weekday_prices)) AS list
             FROM hotels.rate_seasons s
            WHERE s.room_rate_id = rr.id AND s.starts_on < $3::date AND s.ends_on >= $2::date
         ) seasons ON true
         LEFT JOIN LATERAL (
           SELECT json_agg(json_build_object('date', d.stay_date, 'allotment', d.allotment, 'held', d.held, 'sold', d.sold,
                                             'overbookingAllowance', d.overbooking_allowance, 'stopSell', d.stop_sell,
                                             'releaseDays', d.release_days)) AS list
             FROM hotels.inventory_days d
            WHERE d.room_id = r.id AND d.stay_date >= $2::date AND d.stay_date < $3::date
         ) inv ON true
         LEFT JOIN LATERAL (
           SELECT json_agg(json_build_object('date', d.stay_date, 'price', d.price, 'stopSell', d.stop_sell, 'minStay', d.min_stay,
                                             'maxStay', d.max_stay, 'closedToArrival', d.closed_to_arrival,
                                             'closedToDeparture', d.closed_to_departure)) AS list
             FROM hotels.rate_days d
            WHERE d.room_rate_id = rr.id AND d.stay_date >= $2::date AND d.stay_date <= $3::date
         ) days ON true
        WHERE r.hotel_id = ANY($1::uuid[]) AND r.deleted_at IS NULL`,
      [hotelIDs, checkIn, checkOut],
    );
  }
}
