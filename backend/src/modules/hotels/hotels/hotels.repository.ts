import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { CreateHotelBody, Hotel, HotelListQuery } from '@bo/shared';
import { insertRow, updateRow } from '../../../core/database/row-writes';
import { containsPattern, Filters, type Page, pagedList, type Sort } from '../../../core/read-side/paged-list';
import { iso } from '../../../core/read-side/sql-dates';

const COLUMNS = `
  h.id AS "hotelID", h.code, h.name, h.star_rating AS "starRating", h.description,
  h.address_line1 AS "addressLine1", h.address_line2 AS "addressLine2", h.postcode, h.city, h.state,
  h.country_code AS "countryCode", h.latitude, h.longitude, h.phone, h.email, h.website,
  to_char(h.check_in_time, 'HH24:MI') AS "checkInTime", to_char(h.check_out_time, 'HH24:MI') AS "checkOutTime",
  h.currency AS "currencyCode", h.time_zone AS "timeZone", h.channel, h.supplier_hotel_code AS "supplierHotelCode", h.active,
  (SELECT count(*)::int FROM hotels.rooms r WHERE r.hotel_id = h.id AND r.deleted_at IS NULL) AS "roomTypeCount",
  (SELECT count(*)::int FROM hotels.hotel_facilities hf WHERE hf.hotel_id = h.id) AS "facilityCount",
  ${iso('h.created_at')} AS "createdAt", ${iso('h.updated_at')} AS "updatedAt"`;

const SORT: Sort<NonNullable<HotelListQuery['sortKey']>> = {
  keys: {
    code: 'h.code',
    name: 'lower(h.name)',
    city: 'lower(h.city)',
    state: 'lower(h.state)',
    countryCode: 'h.country_code',
    starRating: 'h.star_rating',
    roomTypeCount: '(SELECT count(*) FROM hotels.rooms r WHERE r.hotel_id = h.id AND r.deleted_at IS NULL)',
    updatedAt: 'h.updated_at',
  },
  default: 'lower(h.name)',
  tiebreaker: 'h.id',
};

/** A hotel row's local date (YYYY-MM-DD) in its time zone: stays and future bookings are counted in it. */
const LOCAL_TODAY = `to_char((now() AT TIME ZONE time_zone)::date, 'YYYY-MM-DD')`;

/** What create and update write: the contract's fields, with the hotel's `active` decided. */
export type HotelFields = Omit<CreateHotelBody, 'active'> & { active: boolean };

/** The hotel's columns and the values written to them (an absent optional field is stored as null). */
const columnsOf = (h: HotelFields) => ({
  code: h.code,
  name: h.name,
  star_rating: h.starRating,
  description: h.description ?? null,
  address_line1: h.addressLine1,
  address_line2: h.addressLine2 ?? null,
  postcode: h.postcode ?? null,
  city: h.city,
  state: h.state ?? null,
  country_code: h.countryCode,
  latitude: h.latitude ?? null,
  longitude: h.longitude ?? null,
  phone: h.phone ?? null,
  email: h.email ?? null,
  website: h.website ?? null,
  check_in_time: h.checkInTime,
  check_out_time: h.checkOutTime,
  currency: h.currencyCode,
  time_zone: h.timeZone,
  channel: h.channel ?? null,
  supplier_hotel_code: h.supplierHotelCode ?? null,
  active: h.active,
});

/**
 * The SQL of `hotels.hotels`. Deleted hotels keep their row (bookings and reports name them) with
 * `deleted_at` set, and every read here leaves them out. Writes take the caller's transaction.
 */
@Injectable()
export class HotelsRepository {
  constructor(private readonly dataSource: DataSource) {}

  list(q: HotelListQuery): Promise<Page<Hotel>> {
    const filters = new Filters()
      .where('h.deleted_at IS NULL')
      .contains(['h.code', 'h.name', 'h.city'], q.search)
      .equalsIgnoringCase('h.city', q.city)
      .equalsIgnoringCase('h.state', q.state)
      .equals('h.country_code', q.countryCode)
      .equals('h.star_rating', q.starRating)
      .equals('h.channel', q.channel)
      .equals('h.active', q.active);
    return pagedList<Hotel>(this.dataSource, q, { select: COLUMNS, from: 'hotels.hotels h', filters, sort: SORT });
  }

  /** Cities with live, active hotels (matching `search`), as the booking calls' destinations. */
  async destinations(
    search: string | undefined,
  ): Promise<{ destination: string; state: string | null; countryCode: string; hotelCount: number }[]> {
    const params: unknown[] = [];
    const match = search ? `AND city ILIKE $${params.push(containsPattern(search))}` : '';
    return (await this.dataSource.query(
      `SELECT min(city) AS destination, min(state) AS state, min(country_code) AS "countryCode", count(*)::int AS "hotelCount"
         FROM hotels.hotels WHERE deleted_at IS NULL AND active ${match}
        GROUP BY lower(city) ORDER BY lower(min(city))`,
      params,
    )) as { destination: string; state: string | null; countryCode: string; hotelCount: number }[];
  }

  async find(m: EntityManager, id: string, lock = false): Promise<Hotel | undefined> {
    const rows = (await m.query(
      `SELECT ${COLUMNS} FROM hotels.hotels h WHERE h.id = $1 AND h.deleted_at IS NULL ${lock ? 'FOR UPDATE' : ''}`,
      [id],
    )) as Hotel[];
    return rows[0];
  }

  /**
   * Locks a live hotel against deletion for the rest of the transaction (FOR SHARE: writers of its
   * rooms, rates and facilities run side by side; a deletion, FOR UPDATE, waits for them and they
   * for it). Answers its currency and local date, or undefined when there is no such live hotel.
   */
  async lockLive(m: EntityManager, id: string): Promise<{ currencyCode: string; today: string } | undefined> {
    const rows = (await m.query(
      `SELECT currency AS "currencyCode", ${LOCAL_TODAY} AS today FROM hotels.hotels WHERE id = $1 AND deleted_at IS NULL FOR SHARE`,
      [id],
    )) as { currencyCode: string; today: string }[];
    return rows[0];
  }

  /** The hotel's local date (YYYY-MM-DD): stays and future bookings are counted in its time zone. */
  async today(m: EntityManager, id: string): Promise<string> {
    const [{ today }] = (await m.query(`SELECT ${LOCAL_TODAY} AS today FROM hotels.hotels WHERE id = $1`, [id])) as {
      today: string;
    }[];
    return today;
  }

  /** Currencies of the hotel's live rates other than `currency`. */
  async otherRateCurrencies(m: EntityManager, id: string, currency: string): Promise<string[]> {
    const rows = (await m.query(
      `SELECT DISTINCT currency FROM hotels.room_rates WHERE hotel_id = $1 AND deleted_at IS NULL AND currency <> $2 ORDER BY currency`,
      [id, currency],
    )) as { currency: string }[];
    return rows.map((r) => r.currency);
  }

  insert(m: EntityManager, h: HotelFields): Promise<string> {
    return insertRow(m, 'hotels.hotels', columnsOf(h));
  }

  update(m: EntityManager, id: string, h: HotelFields): Promise<void> {
    return updateRow(m, 'hotels.hotels', id, columnsOf(h));
  }

  /**
   * Deletes a hotel with its room types and rates (kept as deleted rows) and its facility and
   * amenity links (removed: nothing refers to them). The caller holds the hotel's row lock.
   */
  async softDelete(m: EntityManager, id: string): Promise<{ roomInfoIDs: string[]; roomRateInclusionIDs: string[] }> {
    const rates = (await m.query(
      `UPDATE hotels.room_rates SET deleted_at = now(), updated_at = now() WHERE hotel_id = $1 AND deleted_at IS NULL RETURNING id`,
      [id],
    )) as [{ id: string }[], number];
    const rooms = (await m.query(
      `UPDATE hotels.rooms SET deleted_at = now(), updated_at = now() WHERE hotel_id = $1 AND deleted_at IS NULL RETURNING id`,
      [id],
    )) as [{ id: string }[], number];
    const roomIds = rooms[0].map((r) => r.id);
    await m.query(`DELETE FROM hotels.room_amenities WHERE room_id = ANY($1::uuid[])`, [roomIds]);
    await m.query(`DELETE FROM hotels.room_bed_combinations WHERE room_id = ANY($1::uuid[])`, [roomIds]);
    await m.query(`DELETE FROM hotels.hotel_facilities WHERE hotel_id = $1`, [id]);
    await m.query(`UPDATE hotels.hotels SET deleted_at = now(), updated_at = now() WHERE id = $1`, [id]);
    return { roomInfoIDs: roomIds, roomRateInclusionIDs: rates[0].map((r) => r.id) };
  }
}
