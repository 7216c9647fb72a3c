import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { daysInRange, type ReportLookupOption, type RoomInventoryReportFilters, type RoomInventoryReportRow } from '@bo/shared';
import { assertStaff } from '../../../core/auth/tenancy';
import type { Actor } from '../../../core/context/request-context';
import { Filters, orderBy, type Sort } from '../../../core/read-side/paged-list';
import { ReportSource, type ReportRows, type ReportRun } from '../../../core/reports/report-source';

/** How many hotels the hotel filter offers (by name); more: the destination filter. */
const HOTEL_CHOICES = 500;

const ALLOTMENT = 'COALESCE(i.allotment, 0)';
const HELD = 'COALESCE(i.held, 0)';
const SOLD = 'COALESCE(i.sold, 0)';
const FREE = `${ALLOTMENT} - ${HELD} - ${SOLD}`;

/** The definition's sort keys (shared ROOM_INVENTORY_REPORT); (room type, date) is unique. */
const SORT: Sort = {
  keys: {
    date: 'd.day',
    hotel: 'lower(rt.hotel_name)',
    room: 'lower(rt.name)',
    allotment: ALLOTMENT,
    held: HELD,
    sold: SOLD,
    free: FREE,
  },
  default: 'd.day',
  tiebreaker: 'lower(rt.hotel_name), lower(rt.name), rt.id, d.day',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The rows of the Room Inventory Report (shared ROOM_INVENTORY_REPORT, docs/reports.md): every
 * live room type of the chosen hotel (or of every hotel in the destination city) on every date of
 * the range, with that date's `inventory_days` row; a date without one has allotment 0 and nothing
 * held or sold. Free is allotment - held - sold (below zero while the overbooking allowance is in
 * use). The provider's inventory: staff only.
 */
@Injectable()
@ReportSource()
export class RoomInventoryReportSource implements ReportSource<RoomInventoryReportFilters, RoomInventoryReportRow> {
  readonly code = 'RoomInventoryReport';

  constructor(private readonly dataSource: DataSource) {}

  async rows(actor: Actor, run: ReportRun<RoomInventoryReportFilters>): Promise<ReportRows<RoomInventoryReportRow>> {
    assertStaff(actor);
    const { hotelID, destination, roomInfoID, from, to } = run.filters;
    const filters = new Filters()
      .where('r.deleted_at IS NULL')
      .where('h.deleted_at IS NULL')
      .equals('h.id', hotelID)
      .equalsIgnoringCase('h.city', destination)
      .equals('r.id', roomInfoID);
    const roomTypes = `room_types AS (
      SELECT r.id, r.name, h.id AS hotel_id, h.name AS hotel_name
        FROM hotels.rooms r JOIN hotels.hotels h ON h.id = r.hotel_id ${filters.sql})`;
    const [{ count }] = (await this.dataSource.query(`WITH ${roomTypes} SELECT count(*)::int AS count FROM room_types`, [
      ...filters.params,
    ])) as { count: number }[];
    const total = count * daysInRange(from, to);
    if (total === 0 || run.offset >= total) return { rows: [], total };
    const [fromDay, toDay] = [filters.param(from), filters.param(to)];
    const rows = (await this.dataSource.query(
      `WITH ${roomTypes}
       SELECT to_char(d.day, 'YYYY-MM-DD') AS date, rt.hotel_id AS "hotelID", rt.hotel_name AS "hotelName",
              rt.id AS "roomInfoID", rt.name AS "roomName", ${ALLOTMENT} AS allotment, ${HELD} AS held,
              ${SOLD} AS sold, ${FREE} AS free, COALESCE(i.overbooking_allowance, 0) AS "overbookingAllowance",
              COALESCE(i.stop_sell, false) AS "stopSell"
         FROM room_types rt
        CROSS JOIN generate_series(${fromDay}::date, ${toDay}::date, interval '1 day') AS d(day)
         LEFT JOIN hotels.inventory_days i ON i.room_id = rt.id AND i.stay_date = d.day::date
       ${orderBy(run.sort, SORT)} LIMIT ${Number(run.limit)} OFFSET ${Number(run.offset)}`,
      filters.params,
    )) as RoomInventoryReportRow[];
    return { rows, total };
  }

  readonly lookups = {
    /** Live hotels by name, with their city. */
    hotelID: async (actor: Actor): Promise<ReportLookupOption[]> => {
      assertStaff(actor);
      return (await this.dataSource.query(
        `SELECT id AS value, name || ' (' || city || ')' AS label FROM hotels.hotels
          WHERE deleted_at IS NULL ORDER BY lower(name), id LIMIT ${HOTEL_CHOICES}`,
      )) as ReportLookupOption[];
    },
    /** The chosen hotel's live room types by name (none without a hotel). */
    roomInfoID: async (actor: Actor, values: Readonly<Record<string, string>>): Promise<ReportLookupOption[]> => {
      assertStaff(actor);
      if (!UUID.test(values.hotelID ?? '')) return [];
      return (await this.dataSource.query(
        `SELECT id AS value, name AS label FROM hotels.rooms WHERE hotel_id = $1 AND deleted_at IS NULL ORDER BY lower(name), id`,
        [values.hotelID],
      )) as ReportLookupOption[];
    },
  };
}
