import { z } from 'zod';
import type { ErrorCode } from '../errors/error-catalogue';
import { dateField, daysInRange, MAX_CALENDAR_DAYS } from '../schemas/hotel-inventory.schema';
import { optionalTextField, optionalUuidField } from '../schemas/validation';
import { defineReport } from './report-definition';

const isDate = (text: unknown) => dateField().safeParse(text).success;

/**
 * The filters of the Room Inventory Report: a hotel or a destination (a city, case-insensitive:
 * every live hotel there), optionally one room type of the hotel, and the stay dates.
 */
export const roomInventoryReportFiltersSchema = z
  .object({
    hotelID: optionalUuidField(),
    destination: optionalTextField(100),
    roomInfoID: optionalUuidField(),
    from: dateField(),
    to: dateField(),
  })
  .superRefine((value, ctx) => {
    const issue = (message: ErrorCode, path: string, params?: Record<string, unknown>) =>
      ctx.addIssue({ code: 'custom', message, path: [path], ...(params ? { params } : {}) });
    if (!value.hotelID && !value.destination) issue('REQUIRED_FIELD', 'hotelID');
    if (!isDate(value.from) || !isDate(value.to)) return; // said on the field already
    // At most a year, as the room calendar (MAX_CALENDAR_DAYS).
    const days = daysInRange(value.from, value.to);
    if (days < 1) issue('DATE_RANGE_REVERSED', 'to');
    else if (days > MAX_CALENDAR_DAYS) issue('DATE_RANGE_TOO_LONG', 'to', { max: MAX_CALENDAR_DAYS });
  });
export type RoomInventoryReportFilters = z.infer<typeof roomInventoryReportFiltersSchema>;

/** One room type on one date: what the hotel may sell (allotment), what is held and sold, and what is left. */
export interface RoomInventoryReportRow {
  date: string;
  hotelID: string;
  hotelName: string;
  roomInfoID: string;
  roomName: string;
  allotment: number;
  held: number;
  sold: number;
  /** allotment - held - sold; below zero when the operator's overbooking allowance is in use. */
  free: number;
  overbookingAllowance: number;
  stopSell: boolean;
}

/**
 * Allotment, held, sold and free rooms per room type and date (issue 16 item 5; the hotel
 * inventory's `inventory_days`, docs/hotel-inventory.md). A date without a row has allotment 0.
 */
export const ROOM_INVENTORY_REPORT = defineReport<typeof roomInventoryReportFiltersSchema, RoomInventoryReportRow>(
  'RoomInventoryReport',
  {
    description: {
      en: 'Allotment, held, sold and free rooms per room type and date',
      ms: 'Peruntukan, bilik ditahan, terjual dan kosong mengikut jenis bilik dan tarikh',
    },
    filters: roomInventoryReportFiltersSchema,
    filterFields: [
      { kind: 'lookup', key: 'hotelID', label: { en: 'Hotel', ms: 'Hotel' } },
      { kind: 'text', key: 'destination', label: { en: 'Destination (city)', ms: 'Destinasi (bandar)' } },
      { kind: 'lookup', key: 'roomInfoID', label: { en: 'Room type', ms: 'Jenis bilik' }, dependsOn: ['hotelID'] },
      {
        kind: 'date-range',
        key: 'dates',
        fromKey: 'from',
        toKey: 'to',
        label: { en: 'Stay dates', ms: 'Tarikh penginapan' },
        defaultDays: [0, 29],
      },
    ],
    columns: [
      { key: 'date', kind: 'date', header: { en: 'Date', ms: 'Tarikh' }, sort: true },
      { key: 'hotelName', header: { en: 'Hotel', ms: 'Hotel' }, sort: 'hotel' },
      { key: 'roomName', header: { en: 'Room type', ms: 'Jenis bilik' }, sort: 'room' },
      { key: 'allotment', kind: 'integer', header: { en: 'Allotment', ms: 'Peruntukan' }, sort: true },
      { key: 'held', kind: 'integer', header: { en: 'Held', ms: 'Ditahan' }, sort: true },
      { key: 'sold', kind: 'integer', header: { en: 'Sold', ms: 'Terjual' }, sort: true },
      { key: 'free', kind: 'integer', header: { en: 'Free', ms: 'Kosong' }, sort: true },
      {
        key: 'overbookingAllowance',
        kind: 'integer',
        header: { en: 'Overbooking allowance', ms: 'Elaun lebihan tempahan' },
      },
      { key: 'stopSell', kind: 'flag', header: { en: 'Stop sell', ms: 'Henti jual' } },
    ],
    rowKey: ['roomInfoID', 'date'],
    defaultSort: { key: 'date', order: 'asc' },
    chart: {
      kind: 'bar',
      x: 'date',
      series: [
        { key: 'allotment', color: 'blue.7' },
        { key: 'held', color: 'yellow.8' },
        { key: 'sold', color: 'red.7' },
        { key: 'free', color: 'teal.7' },
      ],
    },
  },
);
