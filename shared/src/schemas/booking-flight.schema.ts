/**
 * Flights (issue 18 item 6; docs/bookings.md "Suppliers and flights"): fares come from the flight
 * supplier (Sabre, a local simulator in development and tests) through the bookings context's
 * supplier port, priced by the price engine for the caller's mark-up group. `getProduct` with
 * productType flight searches fares, `getProductDetails` prices one fare for the passengers, and
 * `book` with productType flight books it (re-priced from the supplier; issued = ticketed).
 * Money is minor units of the fare's currency.
 */
import { z } from 'zod';
import type { ErrorCode } from '../errors/error-catalogue';
import { bookingContactSchema, bookingPaymentMethodSchema } from './booking-order.schema';
import { cabinClassSchema, passengerTypeSchema } from '../enums/product';
import { optional } from './hotel-fields';
import { dateField } from './hotel-inventory.schema';
import { priceBreakdownSchema, pricedForSchema } from './pricing.schema';
import { integerField, issuesOf, optionalUuidField, requiredTextField, validTextField } from './validation';

/** Seats one booking may take (adults and children; infants sit on an adult's lap), as airlines allow. */
export const MAX_SEATED_PASSENGERS = 9;

/** An IATA airport code (KUL, PEN): trimmed and upper-cased on the way in. */
const airportField = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    z
      .string({ error: 'REQUIRED_FIELD' satisfies ErrorCode })
      .regex(/^[A-Z]{3}$/, { error: 'AIRPORT_CODE_INVALID' satisfies ErrorCode }),
  );

/** How many of each passenger type: at least one adult, at most nine seats, an infant per adult at most. */
function checkParty(
  party: { adults: number; children: number; infants: number },
  issue: ReturnType<typeof issuesOf>,
  at: string[],
) {
  if (party.adults < 1) issue('FLIGHT_ADULT_REQUIRED', [at[0]!]);
  if (party.adults + party.children > MAX_SEATED_PASSENGERS)
    issue('FLIGHT_TOO_MANY_PASSENGERS', [at[1]!], { max: MAX_SEATED_PASSENGERS });
  if (party.infants > party.adults) issue('INFANTS_EXCEED_ADULTS', [at[2]!]);
}

const party = {
  adults: integerField({ min: 1, max: MAX_SEATED_PASSENGERS }).default(1),
  children: integerField({ min: 0, max: MAX_SEATED_PASSENGERS - 1 }).default(0),
  infants: integerField({ min: 0, max: MAX_SEATED_PASSENGERS }).default(0),
};

/**
 * `POST getProduct` for flights: one-way fares from `origin` to `destination` on `departureDate`
 * for the party, in one cabin class (absent: every class). Staff may price for an agency
 * (`organizationId`); absent, the caller's own organization, or for staff the consumers.
 */
export const flightSearchSchema = z
  .strictObject({
    productType: z.literal('flight', { error: 'INVALID_OPTION' }),
    origin: airportField(),
    destination: airportField(),
    departureDate: dateField(),
    ...party,
    cabinClass: optional(cabinClassSchema),
    organizationId: optionalUuidField(),
  })
  .superRefine((q, ctx) => {
    const issue = issuesOf(ctx);
    if (q.origin === q.destination) issue('FLIGHT_ROUTE_SAME_AIRPORT', ['destination']);
    checkParty(q, issue, ['adults', 'children', 'infants']);
  });
export type FlightSearchQuery = z.infer<typeof flightSearchSchema>;
export type FlightSearchInput = z.input<typeof flightSearchSchema>;

/** `POST getProductDetails` for flights: one fare of a search (`offerId`), priced for the party. */
export const flightDetailsQuerySchema = z
  .strictObject({
    productType: z.literal('flight', { error: 'INVALID_OPTION' }),
    offerId: requiredTextField({ max: 100 }),
    ...party,
    organizationId: optionalUuidField(),
  })
  .superRefine((q, ctx) => checkParty(q, issuesOf(ctx), ['adults', 'children', 'infants']));
export type FlightDetailsQuery = z.infer<typeof flightDetailsQuerySchema>;

/** One flight of a journey, times local to each airport (YYYY-MM-DDTHH:mm). */
export const flightSegmentSchema = z.object({
  carrier: z.string(),
  flightNumber: z.string(),
  origin: z.string(),
  destination: z.string(),
  departAt: z.string(),
  arriveAt: z.string(),
  durationMinutes: z.number().int(),
  aircraft: z.string().nullable(),
});
export type FlightSegment = z.infer<typeof flightSegmentSchema>;

/** The fare as the supplier names it: carrier, route, date, cabin and fare (an offer's and a booked flight's). */
const fareFields = {
  /** What `getProductDetails` and `book` take: the supplier's fare for that date (not tied to the party). */
  offerId: z.string(),
  carrier: z.string(),
  carrierName: z.string(),
  origin: z.string(),
  originCity: z.string(),
  destination: z.string(),
  destinationCity: z.string(),
  departureDate: z.string(),
  cabinClass: cabinClassSchema,
  fareBasis: z.string(),
  fareName: z.string(),
};

/** A fare the supplier offers for the party, with what the buyer pays. */
export const flightOfferSchema = z.object({
  ...fareFields,
  refundable: z.boolean(),
  /** Kept on a cancellation after ticketing, for the whole booking (refundable fares; minor units). */
  cancellationFee: z.number().int(),
  baggage: z.string(),
  seatsLeft: z.number().int(),
  segments: z.array(flightSegmentSchema),
  currencyCode: z.string(),
  /** The supplier's cost for the party (every ticket): what the price engine marks up. */
  supplierTotal: z.number().int(),
  /** What the buyer pays for the party (the price engine's total; what `book` charges if the fare holds). */
  sellingTotal: z.number().int(),
});
export type FlightOffer = z.infer<typeof flightOfferSchema>;

/** `getProduct` (flight): the fares found, cheapest selling price first. */
export const flightSearchResultSchema = z.object({
  productType: z.literal('flight'),
  origin: z.string(),
  destination: z.string(),
  departureDate: z.string(),
  passengers: z.object({ adults: z.number().int(), children: z.number().int(), infants: z.number().int() }),
  pricedFor: pricedForSchema,
  offers: z.array(flightOfferSchema),
});
export type FlightSearchResult = z.infer<typeof flightSearchResultSchema>;

/** `getProductDetails` (flight): the fare re-priced by the supplier now, with the price engine's breakdown. */
export const flightDetailsSchema = z.object({
  productType: z.literal('flight'),
  passengers: flightSearchResultSchema.shape.passengers,
  pricedFor: pricedForSchema,
  offer: flightOfferSchema,
  breakdown: priceBreakdownSchema,
});
export type FlightDetails = z.infer<typeof flightDetailsSchema>;

/** A passenger as the ticket names them. Children and infants need their date of birth (airlines price by age). */
export const flightPassengerSchema = z
  .strictObject({
    type: passengerTypeSchema,
    firstName: validTextField({ max: 50 }),
    lastName: validTextField({ max: 50 }),
    dateOfBirth: optional(dateField()),
  })
  .superRefine((p, ctx) => {
    if (p.type !== 'ADT' && !p.dateOfBirth) issuesOf(ctx)('REQUIRED_FIELD', ['dateOfBirth']);
  });
export type FlightPassenger = z.infer<typeof flightPassengerSchema>;

/**
 * `POST book` (flights): a fare of a search (`offerId`) for these passengers, for the caller's
 * organization or, for staff, one named or the consumers. Re-priced from the supplier at booking:
 * a fare no longer offered is 409 FARE_NOT_OFFERED.
 */
export const bookFlightSchema = z
  .strictObject({
    productType: z.literal('flight', { error: 'INVALID_OPTION' }),
    organizationId: optionalUuidField(),
    offerId: requiredTextField({ max: 100 }),
    passengers: z
      .array(flightPassengerSchema)
      .min(1, { error: 'FLIGHT_ADULT_REQUIRED' satisfies ErrorCode })
      .max(18),
    contact: bookingContactSchema(),
    paymentMethod: bookingPaymentMethodSchema,
  })
  .superRefine((b, ctx) => {
    const count = (type: string) => b.passengers.filter((p) => p.type === type).length;
    if (b.passengers.length === 0) return;
    checkParty({ adults: count('ADT'), children: count('CHD'), infants: count('INF') }, issuesOf(ctx), [
      'passengers',
      'passengers',
      'passengers',
    ]);
  });
export type BookFlightBody = z.infer<typeof bookFlightSchema>;
export type BookFlightInput = z.input<typeof bookFlightSchema>;

/** What a flight booking booked, as `getBooking` answers it. */
export const bookedFlightSchema = z.object({
  ...fareFields,
  baggage: z.string(),
  segments: z.array(flightSegmentSchema),
  passengers: z.array(
    z.object({ type: passengerTypeSchema, firstName: z.string(), lastName: z.string(), dateOfBirth: z.string().nullable() }),
  ),
});
export type BookedFlight = z.infer<typeof bookedFlightSchema>;
