/**
 * Hotels and their facilities (`/bo/RWTDIYHotel`, spec sections 3 "Hotel" and 7). The spec's field
 * names are kept where it has them (hotelID); the rest are ours. Request bodies are strict.
 * Room types and their rates: hotel-room.schema.ts; the facility catalogue and beds:
 * hotel-catalogue.schema.ts. The model behind them: docs/hotel-inventory.md.
 */
import { z } from 'zod';
import { channelSchema, starRatingSchema } from '../enums/product';
import { DEFAULT_COUNTRY_CODE, DEFAULT_CURRENCY } from '../reference/countries';
import { actionResultSchema } from './action-result.schema';
import { POSTCODE, withStateCheck } from './address';
import { facilitySummarySchema } from './hotel-catalogue.schema';
import { codeField, fail, flag, idField, optional, optionalText } from './hotel-fields';
import { pageOf, sortedBy } from './paging.schema';
import { currencyCodeField, emailField, numberField, phoneNumberField, urlField, validTextField } from './validation';

/** Where stay dates are counted unless a hotel says otherwise. */
export const DEFAULT_HOTEL_TIME_ZONE = 'Asia/Kuala_Lumpur';

/** `HH:MM`, 24-hour clock. */
const timeField = (fallback: string) =>
  z
    .string(fail('TIME_FORMAT'))
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, fail('TIME_FORMAT'))
    .default(fallback);

/** An IANA time zone the runtime knows (`Asia/Kuala_Lumpur`). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const hotelFields = {
  code: codeField(20),
  name: validTextField({ max: 150 }),
  starRating: starRatingSchema,
  description: optionalText(4000),
  addressLine1: validTextField({ max: 200 }),
  addressLine2: optionalText(200),
  postcode: optional(z.string().trim().max(12, fail('AT_MOST_N_CHARACTERS')).regex(POSTCODE, fail('INVALID_CHARACTERS'))),
  /** The destination a search names (part 2: availability by destination). */
  city: validTextField({ max: 100 }),
  /** Required, and one of MALAYSIA_STATES, for Malaysia; free text (optional) elsewhere. */
  state: optionalText(100),
  /** ISO 3166 alpha-3 from getCountryList. */
  countryCode: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() || undefined : (v ?? undefined)),
    z
      .string(fail('INVALID_OPTION'))
      .regex(/^[A-Z]{3}$/, fail('INVALID_OPTION'))
      .default(DEFAULT_COUNTRY_CODE),
  ),
  latitude: optional(numberField({ min: -90, max: 90 })),
  longitude: optional(numberField({ min: -180, max: 180 })),
  phone: optional(phoneNumberField()),
  email: optional(emailField()),
  website: optional(urlField()),
  checkInTime: timeField('15:00'),
  checkOutTime: timeField('12:00'),
  /** The currency every rate of the hotel is sold in. */
  currencyCode: z.preprocess((v) => (v === undefined || v === null || v === '' ? DEFAULT_CURRENCY : v), currencyCodeField()),
  /** Stay dates, release days and "today" of this hotel are counted in its time zone. */
  timeZone: z.string(fail('INVALID_OPTION')).trim().refine(isTimeZone, fail('INVALID_OPTION')).default(DEFAULT_HOTEL_TIME_ZONE),
  /** The channel or supplier the hotel is contracted through (Siteminder, eLeisure...); absent: directly. */
  channel: optional(channelSchema),
  /** The hotel's own id at that channel. */
  supplierHotelCode: optionalText(50),
};

/** `POST createHotel`. */
export const createHotelSchema = withStateCheck(z.strictObject({ ...hotelFields, active: flag(true) }));
export type CreateHotelBody = z.infer<typeof createHotelSchema>;
export type CreateHotelInput = z.input<typeof createHotelSchema>;

/** `POST updateHotel`: every field replaced (an absent optional field is cleared); `active` absent keeps its state. */
export const updateHotelSchema = withStateCheck(
  z.strictObject({ hotelID: idField('HOTEL_NOT_FOUND'), ...hotelFields, active: flag().optional() }),
);
export type UpdateHotelBody = z.infer<typeof updateHotelSchema>;

/** `GET getHotel?hotelID=`, `POST deleteHotel` and `POST getHotelFacility`. */
export const hotelIdSchema = z.strictObject({ hotelID: idField('HOTEL_NOT_FOUND') });
export type HotelIdBody = z.infer<typeof hotelIdSchema>;

export const HOTEL_SORT_KEYS = [
  'code',
  'name',
  'city',
  'state',
  'countryCode',
  'starRating',
  'roomTypeCount',
  'updatedAt',
] as const;
/** `POST getHotelList`: paged; `search` in code, name and city; the other filters exact. */
export const hotelListSchema = z.strictObject({
  ...sortedBy(HOTEL_SORT_KEYS).shape,
  search: optionalText(100),
  city: optionalText(100),
  state: optionalText(100),
  countryCode: optional(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, fail('INVALID_OPTION')),
  ),
  starRating: optional(starRatingSchema),
  channel: optional(channelSchema),
  active: optional(flag()),
});
export type HotelListQuery = z.infer<typeof hotelListSchema>;

export const hotelSchema = z.object({
  hotelID: z.string(),
  code: z.string(),
  name: z.string(),
  starRating: z.number().int(),
  description: z.string().nullable(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  postcode: z.string().nullable(),
  city: z.string(),
  state: z.string().nullable(),
  countryCode: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  currencyCode: z.string(),
  timeZone: z.string(),
  channel: z.string().nullable(),
  supplierHotelCode: z.string().nullable(),
  active: z.boolean(),
  /** Live room types of the hotel. */
  roomTypeCount: z.number().int(),
  /** Facilities the hotel lists. */
  facilityCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Hotel = z.infer<typeof hotelSchema>;
export const hotelPageSchema = pageOf(hotelSchema);
export const hotelResultSchema = actionResultSchema.extend({ hotel: hotelSchema });
export const hotelDeletedSchema = actionResultSchema.extend({ hotelID: z.string() });

// ---------------------------------------------------------------------------------------------
// A hotel's facilities: entries of the catalogue (scope HOTEL) with what the hotel says of them.

const hotelFacilityFields = {
  /** Charged separately (a paid car park, a spa). */
  chargeable: flag(false),
  remark: optionalText(500),
};

/** `POST createHotelFacilty` (the spec's spelling). */
export const createHotelFacilitySchema = z.strictObject({
  hotelID: idField('HOTEL_NOT_FOUND'),
  facilityID: idField('FACILITY_NOT_FOUND'),
  ...hotelFacilityFields,
});
export type CreateHotelFacilityBody = z.infer<typeof createHotelFacilitySchema>;

/** `POST editHotelFacility`: chargeable and remark replaced. */
export const editHotelFacilitySchema = z.strictObject({
  hotelFacilityID: idField('HOTEL_FACILITY_NOT_FOUND'),
  ...hotelFacilityFields,
});
export type EditHotelFacilityBody = z.infer<typeof editHotelFacilitySchema>;

/** `POST deleteHotelFacilty` (the spec's spelling). */
export const hotelFacilityIdSchema = z.strictObject({ hotelFacilityID: idField('HOTEL_FACILITY_NOT_FOUND') });

export const hotelFacilitySchema = z.object({
  hotelFacilityID: z.string(),
  hotelID: z.string(),
  ...facilitySummarySchema.shape,
  /** False once the catalogue entry is deactivated: the hotel keeps it, new hotels cannot add it. */
  facilityActive: z.boolean(),
  chargeable: z.boolean(),
  remark: z.string().nullable(),
  updatedAt: z.string(),
});
export type HotelFacility = z.infer<typeof hotelFacilitySchema>;
/** `POST getHotelFacility` answers the hotel's facilities by category and catalogue order. */
export const hotelFacilityListSchema = z.array(hotelFacilitySchema);
export const hotelFacilityResultSchema = actionResultSchema.extend({ hotelFacility: hotelFacilitySchema });
export const hotelFacilityDeletedSchema = actionResultSchema.extend({ hotelFacilityID: z.string() });

// ---------------------------------------------------------------------------------------------

/** `GET test`: a health-style probe of the hotel inventory (public; says nothing about the data). */
export const hotelProbeSchema = z.object({
  service: z.literal('RWTDIYHotel'),
  status: z.enum(['ok', 'down']),
  database: z.enum(['up', 'down']),
});
export type HotelProbe = z.infer<typeof hotelProbeSchema>;
