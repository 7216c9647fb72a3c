/**
 * What a buyer books from (the public booking calls `getDestination`, `getProduct`,
 * `getProductDetails`; docs/bookings.md "Finding what to book"): destinations, the hotels of a
 * destination with their cheapest selling price for a stay, and one hotel's sellable rooms and
 * rates, each priced by the price engine for the caller's mark-up group (as the quote prices it).
 */
import { z } from 'zod';
import type { ErrorCode } from '../errors/error-catalogue';
import { productTypeSchema } from '../enums/product';
import {
  flightDetailsQuerySchema,
  flightDetailsSchema,
  flightSearchResultSchema,
  flightSearchSchema,
} from './booking-flight.schema';
import { idField } from './hotel-fields';
import { availableRateSchema, hotelCardFields, searchAvailabilitySchema } from './hotel-inventory.schema';
import { pricedForSchema } from './pricing.schema';
import {
  ticketProductDetailsQuerySchema,
  ticketProductDetailsSchema,
  ticketProductListSchema,
  ticketProductQuerySchema,
} from './booking-tickets.schema';
import { optionalTextField, optionalUuidField } from './validation';

/** `POST getDestination`: the cities with bookable hotels, matching `search` (contains, case-insensitive). */
export const destinationQuerySchema = z.strictObject({ search: optionalTextField(100) });
export type DestinationQuery = z.infer<typeof destinationQuerySchema>;
export const destinationListSchema = z.array(
  z.object({ destination: z.string(), state: z.string().nullable(), countryCode: z.string(), hotelCount: z.number().int() }),
);
export type DestinationList = z.infer<typeof destinationListSchema>;

/** The stay and guests of `getProduct` / `getProductDetails` (the availability search's fields), and for staff the buyer. */
const stay = {
  productType: z.literal('hotel', { error: 'INVALID_OPTION' }),
  checkIn: searchAvailabilitySchema.shape.checkIn,
  checkOut: searchAvailabilitySchema.shape.checkOut,
  adults: searchAvailabilitySchema.shape.adults,
  childAges: searchAvailabilitySchema.shape.childAges,
  rooms: searchAvailabilitySchema.shape.rooms,
  /** Staff pricing for an agency; absent: the caller's own organization, or for staff the consumers. */
  organizationId: optionalUuidField(),
};
const stayCheck = (q: { checkIn: string; checkOut: string }) => q.checkOut > q.checkIn;
const stayError = { error: 'CHECK_OUT_NOT_AFTER_CHECK_IN' satisfies ErrorCode, path: ['checkOut'] };

/** `POST getProduct` (hotels): the hotels of a destination that can sell the stay. */
export const hotelProductQuerySchema = z
  .strictObject({ ...stay, destination: z.string().trim().min(1, { error: 'REQUIRED_FIELD' }).max(100) })
  .refine(stayCheck, stayError);
export type HotelProductQuery = z.infer<typeof hotelProductQuerySchema>;

/** `POST getProductDetails` (hotels): one hotel's sellable rooms and rates for the stay. */
export const hotelProductDetailsQuerySchema = z
  .strictObject({ ...stay, hotelID: idField('HOTEL_NOT_FOUND') })
  .refine(stayCheck, stayError);
export type HotelProductDetailsQuery = z.infer<typeof hotelProductDetailsQuerySchema>;

/** `POST getProduct`: per product type (flights: booking-flight.schema.ts; theme parks and cable cars: booking-tickets.schema.ts). */
export const productQuerySchema = z.discriminatedUnion(
  'productType',
  [hotelProductQuerySchema, flightSearchSchema, ticketProductQuerySchema],
  {
    error: 'INVALID_OPTION' satisfies ErrorCode,
  },
);
export type ProductQuery = z.infer<typeof productQuerySchema>;

/** `POST getProductDetails`: per product type (flights: booking-flight.schema.ts; theme parks and cable cars: booking-tickets.schema.ts). */
export const productDetailsQuerySchema = z.discriminatedUnion(
  'productType',
  [hotelProductDetailsQuerySchema, flightDetailsQuerySchema, ticketProductDetailsQuerySchema],
  {
    error: 'INVALID_OPTION' satisfies ErrorCode,
  },
);
export type ProductDetailsQuery = z.infer<typeof productDetailsQuerySchema>;

export const productListSchema = z.object({
  productType: productTypeSchema,
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  pricedFor: pricedForSchema.nullable(),
  /** Cheapest selling price first. */
  products: z.array(
    z.object({
      ...hotelCardFields,
      /** The cheapest sellable rate's selling total for the whole stay (null: no price for the buyer). */
      fromSellingTotal: z.number().int().nullable(),
      roomName: z.string(),
      rateName: z.string(),
    }),
  ),
});
export type ProductList = z.infer<typeof productListSchema>;
/** What `getProduct` answers, per product type. */
export const productAnswerSchema = z.union([productListSchema, flightSearchResultSchema, ticketProductListSchema]);

export const productDetailsSchema = z.object({
  productType: productTypeSchema,
  hotel: z.object({
    hotelID: z.string(),
    name: z.string(),
    starRating: z.number().int(),
    description: z.string().nullable(),
    address: z.array(z.string()),
    city: z.string(),
    phone: z.string().nullable(),
    checkInTime: z.string(),
    checkOutTime: z.string(),
    currencyCode: z.string(),
  }),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  pricedFor: pricedForSchema.nullable(),
  rooms: z.array(
    z.object({ roomInfoID: z.string(), name: z.string(), free: z.number().int(), rates: z.array(availableRateSchema) }),
  ),
});
export type ProductDetails = z.infer<typeof productDetailsSchema>;

/** What `getProductDetails` answers, per product type. */
export const productDetailsAnswerSchema = z.union([productDetailsSchema, flightDetailsSchema, ticketProductDetailsSchema]);

const optionSchema = z.object({ value: z.string(), label: z.string() });
/** `GET /bo/General/BookingListDropDown`: the booking list's filter options, labelled in the caller's language. */
export const bookingListDropDownSchema = z.object({
  statuses: z.array(optionSchema),
  paymentStatuses: z.array(optionSchema),
  productTypes: z.array(optionSchema),
  paymentMethods: z.array(optionSchema),
});
export type BookingListDropDown = z.infer<typeof bookingListDropDownSchema>;
/** `GET /bo/General/GetHotelSupplier`: the hotel suppliers (channels) a booking or hotel can come from. */
export const hotelSupplierListSchema = z.array(optionSchema);
