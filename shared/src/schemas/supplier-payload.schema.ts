/**
 * The payloads exchanged with outside suppliers (spec `/bo/Eleisure`, screen
 * `/Settings/downloadPayload/downloadPayload`; docs/bookings.md, "eLeisure (RWT) payloads"): every
 * reservation and cancellation sent to eLeisure, with what it answered, listed for staff and
 * downloadable as files. Secrets (the API key) are never part of a payload.
 */
import { z } from 'zod';
import { channelSchema } from '../enums/product';
import { supplierExchangeKindSchema, supplierExchangeOutcomeSchema, supplierPayloadPartSchema } from '../enums/supplier';
import { idField } from './hotel-fields';
import { dateField } from './hotel-inventory.schema';
import { pageOf, sortedBy } from './paging.schema';
import { blankToUndefined, optionalTextField } from './validation';

export const SUPPLIER_EXCHANGE_SORT_KEYS = [
  'startedAt',
  'bookingRef',
  'hotelName',
  'kind',
  'outcome',
  'httpStatus',
  'durationMs',
] as const;

/**
 * `GET /bo/Eleisure/getAllHotelReservationDetails`: paged, newest first unless sorted; `bookingRef`
 * exact (any case), `hotel` contains in the hotel's name or its eLeisure code, `dateFrom`..`dateTo`
 * the days sent (Malaysian calendar days, both included), `kind` and `outcome` exact.
 */
export const supplierExchangeListSchema = sortedBy(SUPPLIER_EXCHANGE_SORT_KEYS).extend({
  bookingRef: optionalTextField(30),
  hotel: optionalTextField(100),
  dateFrom: z.preprocess(blankToUndefined, dateField().optional()),
  dateTo: z.preprocess(blankToUndefined, dateField().optional()),
  kind: z.preprocess(blankToUndefined, supplierExchangeKindSchema.optional()),
  outcome: z.preprocess(blankToUndefined, supplierExchangeOutcomeSchema.optional()),
});
export type SupplierExchangeListQuery = z.infer<typeof supplierExchangeListSchema>;

export const supplierExchangeItemSchema = z.object({
  id: z.string(),
  channel: channelSchema,
  kind: supplierExchangeKindSchema,
  bookingRef: z.string(),
  hotelID: z.string().nullable(),
  hotelName: z.string().nullable(),
  /** The hotel's code at the supplier (its supplier_hotel_code) as sent. */
  supplierHotelCode: z.string().nullable(),
  outcome: supplierExchangeOutcomeSchema,
  /** The supplier's HTTP status; null when no answer came (unreachable, timeout, not set up). */
  httpStatus: z.number().int().nullable(),
  /** The supplier's confirmation (or cancellation) number, when it gave one. */
  supplierRef: z.string().nullable(),
  /** Why it did not succeed, as staff read it on the booking; null when it did. */
  reason: z.string().nullable(),
  startedAt: z.string(),
  durationMs: z.number().int(),
});
export type SupplierExchangeItem = z.infer<typeof supplierExchangeItemSchema>;
export const supplierExchangePageSchema = pageOf(supplierExchangeItemSchema);

/** A payload as it went over the wire (text), with its media type. */
export const supplierPayloadSchema = z.object({ contentType: z.string(), body: z.string() });
export type SupplierPayload = z.infer<typeof supplierPayloadSchema>;

/** `POST /bo/Eleisure/getHotelReservationDetailsByID`: one exchange with both payloads. */
export const supplierExchangeSchema = supplierExchangeItemSchema.extend({
  /** Where it was sent: the method and the URL (no credentials: the key travels in a header that is not stored). */
  method: z.string(),
  url: z.string(),
  request: supplierPayloadSchema,
  /** Null when nothing came back. */
  response: supplierPayloadSchema.nullable(),
  finishedAt: z.string(),
});
export type SupplierExchange = z.infer<typeof supplierExchangeSchema>;

/** `getHotelReservationDetailsByID`: one exchange by its id. */
export const supplierExchangeIdSchema = z.strictObject({ id: idField('SUPPLIER_EXCHANGE_NOT_FOUND') });
export type SupplierExchangeIdBody = z.infer<typeof supplierExchangeIdSchema>;

/** `downloadPayload`: the request or the response of one exchange, as a file. */
export const downloadPayloadSchema = z.strictObject({
  id: idField('SUPPLIER_EXCHANGE_NOT_FOUND'),
  part: supplierPayloadPartSchema,
});
export type DownloadPayloadBody = z.infer<typeof downloadPayloadSchema>;
