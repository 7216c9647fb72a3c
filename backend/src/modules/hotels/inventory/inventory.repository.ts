import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { RateSeason, UpdateRoomCalendarBody } from '@bo/shared';
import type { InventoryDay } from '../availability/rules';
import { HoldTable, type HoldState } from '../../../core/inventory-holds/inventory-holds';
import { iso } from '../../../core/read-side/sql-dates';

/** `hotels.inventory_days` of one room type and date: what the rules (availability/rules.ts) read, and where. */
export type InventoryDayRow = InventoryDay & { roomID: string; date: string };

/** `hotels.rate_days` of one rate and date; null fields fall back to the rate's defaults. */
export interface RateDayRow {
  roomRateID: string;
  date: string;
  price: number | null;
  stopSell: boolean;
  minStay: number | null;
  maxStay: number | null;
  closedToArrival: boolean;
  closedToDeparture: boolean;
}

/** A rate of a room type with what its calendar needs. */
export interface CalendarRate {
  roomRateInclusionID: string;
  ratePlanCode: string;
  name: string;
  active: boolean;
  baseRate: number;
  minStay: number;
  maxStay: number | null;
}

/** A room type with its hotel, as the calendar shows it. */
export interface CalendarRoom {
  roomInfoID: string;
  roomName: string;
  hotelID: string;
  hotelName: string;
  currencyCode: string;
  roomCount: number;
  releaseDays: number;
  today: string;
}

/** A room hold (`hotels.inventory_holds`) as its changes read it. */
export interface HoldRow extends HoldState {
  holdID: string;
  roomID: string;
  roomRateID: string;
  checkIn: string;
  checkOut: string;
  rooms: number;
}

type RoomChange = NonNullable<UpdateRoomCalendarBody['room']>;
type RateChange = NonNullable<UpdateRoomCalendarBody['rates']>[number];

const date = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;
/** A field of a change (jsonb `c`) when given, else the stored value `x.<column>`, else `fallback` for a new row. */
const given = (field: string, type: string, column: string, fallback = 'NULL') =>
  `CASE WHEN c ? '${field}' THEN (c->>'${field}')::${type} ELSE coalesce(x.${column}, ${fallback}) END`;

/**
 * bigint amounts arrive from pg as text; the contracts bound them far below 2^53
 * (MAX_RATE_MINOR_UNITS), so they convert exactly.
 */
const amount = (v: string | number | null): number | null => (v === null ? null : Number(v));

/**
 * The SQL of the per-date inventory (migration 1732240001700): room type days, rate days, seasons,
 * holds. Reads take many room types or rates at once so the availability search and the Room
 * Inventory Report read a range in a few statements. Writes take the caller's transaction.
 */
@Injectable()
export class InventoryRepository {
  /** The room holds (insert, lock, status, keep, expired: the shared hold mechanics on this table). */
  readonly holds = new HoldTable<HoldRow>(
    'hotels.inventory_holds',
    `id AS "holdID", room_id AS "roomID", room_rate_id AS "roomRateID", ${date('check_in')} AS "checkIn",
     ${date('check_out')} AS "checkOut", rooms`,
  );

  // -------------------------------------------------------------------------------------------
  // Reads (calendar, availability, report)

  async calendarRoom(m: EntityManager, roomID: string): Promise<CalendarRoom | undefined> {
    const rows = (await m.query(
      `SELECT r.id AS "roomInfoID", r.name AS "roomName", h.id AS "hotelID", h.name AS "hotelName",
              h.currency AS "currencyCode", r.room_count AS "roomCount", r.release_days AS "releaseDays",
              to_char((now() AT TIME ZONE h.time_zone)::date, 'YYYY-MM-DD') AS today
         FROM hotels.rooms r JOIN hotels.hotels h ON h.id = r.hotel_id
        WHERE r.id = $1 AND r.deleted_at IS NULL AND h.deleted_at IS NULL`,
      [roomID],
    )) as CalendarRoom[];
    return rows[0];
  }

  /** The stored inventory days of room types over `from`..`to` (dates without a row are absent), by room type and date. */
  inventoryDays(m: EntityManager, roomIDs: readonly string[], from: string, to: string): Promise<InventoryDayRow[]> {
    return m.query(
      `SELECT room_id AS "roomID", ${date('stay_date')} AS date, allotment, held, sold,
              overbooking_allowance AS "overbookingAllowance", stop_sell AS "stopSell", release_days AS "releaseDays"
         FROM hotels.inventory_days
        WHERE room_id = ANY($1::uuid[]) AND stay_date BETWEEN $2::date AND $3::date
        ORDER BY room_id, stay_date`,
      [roomIDs, from, to],
    ) as Promise<InventoryDayRow[]>;
  }

  /** The stored rate days of rates over `from`..`to`, by rate and date. */
  async rateDays(m: EntityManager, rateIDs: readonly string[], from: string, to: string): Promise<RateDayRow[]> {
    const rows = (await m.query(
      `SELECT room_rate_id AS "roomRateID", ${date('stay_date')} AS date, price, stop_sell AS "stopSell",
              min_stay AS "minStay", max_stay AS "maxStay",
              closed_to_arrival AS "closedToArrival", closed_to_departure AS "closedToDeparture"
         FROM hotels.rate_days
        WHERE room_rate_id = ANY($1::uuid[]) AND stay_date BETWEEN $2::date AND $3::date
        ORDER BY room_rate_id, stay_date`,
      [rateIDs, from, to],
    )) as (Omit<RateDayRow, 'price'> & { price: string | null })[];
    return rows.map((r) => ({ ...r, price: amount(r.price) }));
  }

  /** The live rates of a room type, by rate plan code. */
  async ratesOf(m: EntityManager, roomID: string): Promise<CalendarRate[]> {
    const rows = (await m.query(
      `SELECT id AS "roomRateInclusionID", rate_plan_code AS "ratePlanCode", name, active, base_rate AS "baseRate",
              min_stay AS "minStay", max_stay AS "maxStay"
         FROM hotels.room_rates WHERE room_id = $1 AND deleted_at IS NULL ORDER BY rate_plan_code`,
      [roomID],
    )) as (Omit<CalendarRate, 'baseRate'> & { baseRate: string })[];
    return rows.map((r) => ({ ...r, baseRate: Number(r.baseRate) }));
  }

  // -------------------------------------------------------------------------------------------
  // Calendar writes (the room type row is locked by the caller, so no hold runs meanwhile)

  /** The first chosen date whose held + sold would exceed the new allotment + allowance. */
  async firstOverbooked(
    m: EntityManager,
    roomID: string,
    range: { from: string; to: string; weekdays: number[] },
    change: Pick<RoomChange, 'allotment' | 'overbookingAllowance'>,
  ): Promise<{ date: string; booked: number } | undefined> {
    const rows = (await m.query(
      `SELECT ${date('stay_date')} AS date, held + sold AS booked FROM hotels.inventory_days
        WHERE room_id = $1 AND stay_date BETWEEN $2::date AND $3::date AND extract(isodow FROM stay_date) = ANY($4::int[])
          AND coalesce($5::int, allotment) + coalesce($6::int, overbooking_allowance) < held + sold
        ORDER BY stay_date LIMIT 1`,
      [roomID, range.from, range.to, range.weekdays, change.allotment ?? null, change.overbookingAllowance ?? null],
    )) as { date: string; booked: number }[];
    return rows[0];
  }

  /**
   * Sets the given fields on the room type's chosen dates in one statement: absent fields keep
   * what a date had (or the defaults on a new row), `releaseDays: null` goes back to the room
   * type's default. Answers the dates written.
   */
  async upsertInventoryDays(
    m: EntityManager,
    roomID: string,
    range: { from: string; to: string; weekdays: number[] },
    change: RoomChange,
  ): Promise<number> {
    const rows = (await m.query(
      `INSERT INTO hotels.inventory_days AS t (room_id, stay_date, allotment, overbooking_allowance, stop_sell, release_days)
       SELECT $1, g.d::date, ${given('allotment', 'int', 'allotment', '0')}, ${given('overbookingAllowance', 'int', 'overbooking_allowance', '0')},
              ${given('stopSell', 'boolean', 'stop_sell', 'false')}, ${given('releaseDays', 'smallint', 'release_days')}
         FROM (SELECT $5::jsonb AS c) AS change
        CROSS JOIN generate_series($2::date, $3::date, interval '1 day') AS g(d)
         LEFT JOIN hotels.inventory_days x ON x.room_id = $1 AND x.stay_date = g.d::date
        WHERE extract(isodow FROM g.d) = ANY($4::int[])
       ON CONFLICT (room_id, stay_date) DO UPDATE
          SET allotment = EXCLUDED.allotment, overbooking_allowance = EXCLUDED.overbooking_allowance,
              stop_sell = EXCLUDED.stop_sell, release_days = EXCLUDED.release_days, updated_at = now()
       RETURNING 1`,
      [roomID, range.from, range.to, range.weekdays, JSON.stringify(change)],
    )) as unknown[];
    return rows.length;
  }

  /** The same for some rates of the room type, in one statement for all of them. */
  async upsertRateDays(
    m: EntityManager,
    range: { from: string; to: string; weekdays: number[] },
    changes: readonly RateChange[],
  ): Promise<number> {
    const rows = (await m.query(
      `INSERT INTO hotels.rate_days AS t (room_rate_id, stay_date, price, stop_sell, min_stay, max_stay,
                                          closed_to_arrival, closed_to_departure)
       SELECT (c->>'roomRateInclusionID')::uuid, g.d::date, ${given('price', 'bigint', 'price')},
              ${given('stopSell', 'boolean', 'stop_sell', 'false')}, ${given('minStay', 'smallint', 'min_stay')},
              ${given('maxStay', 'smallint', 'max_stay')}, ${given('closedToArrival', 'boolean', 'closed_to_arrival', 'false')},
              ${given('closedToDeparture', 'boolean', 'closed_to_departure', 'false')}
         FROM jsonb_array_elements($1::jsonb) AS change(c)
        CROSS JOIN generate_series($2::date, $3::date, interval '1 day') AS g(d)
         LEFT JOIN hotels.rate_days x ON x.room_rate_id = (c->>'roomRateInclusionID')::uuid AND x.stay_date = g.d::date
        WHERE extract(isodow FROM g.d) = ANY($4::int[])
       ON CONFLICT (room_rate_id, stay_date) DO UPDATE
          SET price = EXCLUDED.price, stop_sell = EXCLUDED.stop_sell, min_stay = EXCLUDED.min_stay,
              max_stay = EXCLUDED.max_stay, closed_to_arrival = EXCLUDED.closed_to_arrival,
              closed_to_departure = EXCLUDED.closed_to_departure, updated_at = now()
       RETURNING 1`,
      [JSON.stringify(changes), range.from, range.to, range.weekdays],
    )) as unknown[];
    return rows.length;
  }

  /**
   * A stay-length conflict the change would leave on a chosen date of a rate: a new maximum below
   * a date's own minimum, or a new minimum above a date's own maximum.
   */
  async stayConflict(
    m: EntityManager,
    range: { from: string; to: string; weekdays: number[] },
    change: RateChange,
  ): Promise<{ field: 'minStay' | 'maxStay'; bound: number } | undefined> {
    const newMin = change.minStay === undefined ? null : change.minStay;
    const newMax = change.maxStay === undefined ? null : change.maxStay;
    if ((newMin === null) === (newMax === null)) return undefined; // both given (the schema checks them) or neither
    const rows = (await m.query(
      `SELECT max(min_stay) AS "min", min(max_stay) AS "max" FROM hotels.rate_days
        WHERE room_rate_id = $1 AND stay_date BETWEEN $2::date AND $3::date AND extract(isodow FROM stay_date) = ANY($4::int[])`,
      [change.roomRateInclusionID, range.from, range.to, range.weekdays],
    )) as { min: number | null; max: number | null }[];
    const { min, max } = rows[0] ?? { min: null, max: null };
    if (newMax !== null && min !== null && newMax < min) return { field: 'maxStay', bound: min };
    if (newMin !== null && max !== null && newMin > max) return { field: 'minStay', bound: max };
    return undefined;
  }

  // -------------------------------------------------------------------------------------------
  // Seasons

  private static readonly SEASON = `
    s.id AS "rateSeasonID", s.room_rate_id AS "roomRateInclusionID", rr.currency AS "currencyCode", s.name,
    ${date('s.starts_on')} AS "startsOn", ${date('s.ends_on')} AS "endsOn", to_json(s.weekday_prices) AS "weekdayPrices",
    ${iso('s.created_at')} AS "createdAt", ${iso('s.updated_at')} AS "updatedAt"`;

  async season(m: EntityManager, id: string, lock = false): Promise<RateSeason | undefined> {
    const rows = (await m.query(
      `SELECT ${InventoryRepository.SEASON} FROM hotels.rate_seasons s JOIN hotels.room_rates rr ON rr.id = s.room_rate_id
        WHERE s.id = $1 AND rr.deleted_at IS NULL ${lock ? 'FOR UPDATE OF s' : ''}`,
      [id],
    )) as RateSeason[];
    return rows[0];
  }

  /** Seasons of rates, by rate and start date; only those touching `from`..`to` when given. */
  seasonsOf(m: EntityManager, rateIDs: readonly string[], range?: { from: string; to: string }): Promise<RateSeason[]> {
    return m.query(
      `SELECT ${InventoryRepository.SEASON} FROM hotels.rate_seasons s JOIN hotels.room_rates rr ON rr.id = s.room_rate_id
        WHERE s.room_rate_id = ANY($1::uuid[]) AND ($2::date IS NULL OR (s.ends_on >= $2::date AND s.starts_on <= $3::date))
        ORDER BY s.room_rate_id, s.starts_on`,
      [rateIDs, range?.from ?? null, range?.to ?? null],
    ) as Promise<RateSeason[]>;
  }

  /** Another season of the rate sharing a date with `startsOn`..`endsOn`. */
  async overlappingSeason(
    m: EntityManager,
    rateID: string,
    dates: { startsOn: string; endsOn: string },
    exceptID: string | null,
  ): Promise<RateSeason | undefined> {
    const rows = (await m.query(
      `SELECT ${InventoryRepository.SEASON} FROM hotels.rate_seasons s JOIN hotels.room_rates rr ON rr.id = s.room_rate_id
        WHERE s.room_rate_id = $1 AND s.ends_on >= $2::date AND s.starts_on <= $3::date AND s.id IS DISTINCT FROM $4::uuid
        ORDER BY s.starts_on LIMIT 1`,
      [rateID, dates.startsOn, dates.endsOn, exceptID],
    )) as RateSeason[];
    return rows[0];
  }

  async insertSeason(
    m: EntityManager,
    rateID: string,
    s: Pick<RateSeason, 'name' | 'startsOn' | 'endsOn' | 'weekdayPrices'>,
  ): Promise<string> {
    const rows = (await m.query(
      `INSERT INTO hotels.rate_seasons (room_rate_id, name, starts_on, ends_on, weekday_prices)
       VALUES ($1, $2, $3, $4, $5::bigint[]) RETURNING id`,
      [rateID, s.name, s.startsOn, s.endsOn, s.weekdayPrices],
    )) as { id: string }[];
    return rows[0]!.id;
  }

  async updateSeason(
    m: EntityManager,
    id: string,
    s: Pick<RateSeason, 'name' | 'startsOn' | 'endsOn' | 'weekdayPrices'>,
  ): Promise<void> {
    await m.query(
      `UPDATE hotels.rate_seasons SET name = $2, starts_on = $3, ends_on = $4, weekday_prices = $5::bigint[], updated_at = now()
        WHERE id = $1`,
      [id, s.name, s.startsOn, s.endsOn, s.weekdayPrices],
    );
  }

  async deleteSeason(m: EntityManager, id: string): Promise<void> {
    await m.query(`DELETE FROM hotels.rate_seasons WHERE id = $1`, [id]);
  }

  /** The live rate a season belongs to (to lock hotel, room type, rate first). */
  async rateOfSeason(m: EntityManager, id: string): Promise<string | undefined> {
    const rows = (await m.query(`SELECT room_rate_id AS "rateID" FROM hotels.rate_seasons WHERE id = $1`, [id])) as {
      rateID: string;
    }[];
    return rows[0]?.rateID;
  }

  /** The room type of each of `rateIDs` that is a live rate (absent: none). */
  async roomsOfRates(m: EntityManager, rateIDs: readonly string[]): Promise<Map<string, string>> {
    const rows = (await m.query(
      `SELECT id, room_id AS "roomID" FROM hotels.room_rates WHERE id = ANY($1::uuid[]) AND deleted_at IS NULL ORDER BY id FOR UPDATE`,
      [rateIDs],
    )) as { id: string; roomID: string }[];
    return new Map(rows.map((r) => [r.id, r.roomID]));
  }

  // -------------------------------------------------------------------------------------------
  // Holds (the HotelInventory port)

  /**
   * The room type and rate of a hold, both live and the rate the room type's, with the room type's
   * row locked FOR SHARE: it cannot be deleted (nor its calendar edited) until the hold commits.
   */
  async lockForHold(m: EntityManager, roomID: string, rateID: string): Promise<boolean> {
    const rows = (await m.query(
      `SELECT 1 FROM hotels.rooms r
         JOIN hotels.room_rates rr ON rr.room_id = r.id AND rr.id = $2 AND rr.deleted_at IS NULL
         JOIN hotels.hotels h ON h.id = r.hotel_id AND h.deleted_at IS NULL
        WHERE r.id = $1 AND r.deleted_at IS NULL
        FOR SHARE OF r`,
      [roomID, rateID],
    )) as unknown[];
    return rows.length === 1;
  }

  /**
   * Adds `rooms` to held on every night of `[checkIn, checkOut)` that can take them: a row exists,
   * held + sold + rooms stays within allotment + allowance, no stop-sell on the room type nor the
   * rate. The rows are locked in date order first (concurrent holds never deadlock), then updated
   * on their latest values. Answers the nights taken.
   */
  async takeRooms(
    m: EntityManager,
    hold: { roomID: string; rateID: string; checkIn: string; checkOut: string; rooms: number },
  ): Promise<string[]> {
    const rows = (await m.query(
      `WITH nights AS (
         SELECT stay_date FROM hotels.inventory_days
          WHERE room_id = $1 AND stay_date >= $3::date AND stay_date < $4::date
          ORDER BY stay_date FOR NO KEY UPDATE)
       UPDATE hotels.inventory_days d SET held = d.held + $5, updated_at = now()
         FROM nights n
        WHERE d.room_id = $1 AND d.stay_date = n.stay_date
          AND d.held + d.sold + $5 <= d.allotment + d.overbooking_allowance AND NOT d.stop_sell
          AND NOT EXISTS (SELECT 1 FROM hotels.rate_days rd
                           WHERE rd.room_rate_id = $2 AND rd.stay_date = d.stay_date AND rd.stop_sell)
       RETURNING ${date('d.stay_date')} AS date`,
      [hold.roomID, hold.rateID, hold.checkIn, hold.checkOut, hold.rooms],
    )) as [{ date: string }[], number] | { date: string }[];
    // TypeORM answers an UPDATE ... RETURNING as [rows, count].
    const taken = Array.isArray(rows[0]) ? (rows[0] as { date: string }[]) : (rows as { date: string }[]);
    return taken.map((r) => r.date);
  }

  /** The first night of `[checkIn, checkOut)` not in `taken`, with the rooms it can still sell for the rate. */
  async firstShortNight(
    m: EntityManager,
    hold: { roomID: string; rateID: string; checkIn: string; checkOut: string },
    taken: readonly string[],
  ): Promise<{ date: string; free: number }> {
    const rows = (await m.query(
      `SELECT ${date('g.d')} AS date,
              CASE WHEN d.room_id IS NULL OR d.stop_sell OR coalesce(rd.stop_sell, false) THEN 0
                   ELSE greatest(d.allotment + d.overbooking_allowance - d.held - d.sold, 0) END AS free
         FROM generate_series($3::date, $4::date - 1, interval '1 day') AS g(d)
         LEFT JOIN hotels.inventory_days d ON d.room_id = $1 AND d.stay_date = g.d::date
         LEFT JOIN hotels.rate_days rd ON rd.room_rate_id = $2 AND rd.stay_date = g.d::date
        WHERE NOT (${date('g.d')} = ANY($5::text[]))
        ORDER BY g.d LIMIT 1`,
      [hold.roomID, hold.rateID, hold.checkIn, hold.checkOut, taken],
    )) as { date: string; free: number }[];
    return rows[0] ?? { date: hold.checkIn, free: 0 };
  }

  /** Moves rooms between held, sold and free on every night of `[checkIn, checkOut)`, rows locked in date order. */
  async moveRooms(
    m: EntityManager,
    nights: { roomID: string; checkIn: string; checkOut: string; nightsOnly?: readonly string[] },
    delta: { held: number; sold: number },
  ): Promise<void> {
    await m.query(
      `WITH nights AS (
         SELECT stay_date FROM hotels.inventory_days
          WHERE room_id = $1 AND stay_date >= $2::date AND stay_date < $3::date
            AND ($6::text[] IS NULL OR ${date('stay_date')} = ANY($6::text[]))
          ORDER BY stay_date FOR NO KEY UPDATE)
       UPDATE hotels.inventory_days d SET held = d.held + $4, sold = d.sold + $5, updated_at = now()
         FROM nights n WHERE d.room_id = $1 AND d.stay_date = n.stay_date`,
      [nights.roomID, nights.checkIn, nights.checkOut, delta.held, delta.sold, nights.nightsOnly ?? null],
    );
  }
}
