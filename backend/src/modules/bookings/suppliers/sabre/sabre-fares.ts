/**
 * The flight supplier's answers as we read them (its JSON: offers and orders; the simulator in
 * ./simulator speaks the same), checked and mapped to our fares. Pure: no I/O. An answer that does
 * not read as expected is refused as a whole rather than half-used.
 */
import { z } from 'zod';
import type { CabinClass, FlightSegment, PassengerType } from '@bo/shared';

const minor = z.number().int().min(0);

const offerSchema = z.object({
  offerId: z.string().min(1).max(100),
  validatingCarrier: z.string().min(2).max(3),
  carrierName: z.string().min(1),
  origin: z.string().length(3),
  originCity: z.string().min(1),
  destination: z.string().length(3),
  destinationCity: z.string().min(1),
  departureDate: z.iso.date(),
  cabin: z.enum(['ECONOMY', 'PREMIUM_ECONOMY', 'BUSINESS', 'FIRST']),
  fareBasis: z.string().min(1),
  fareName: z.string().min(1),
  refundable: z.boolean(),
  baggage: z.string(),
  seatsAvailable: z.number().int().min(0),
  segments: z
    .array(
      z.object({
        carrier: z.string().min(2).max(3),
        flightNumber: z.string().min(3),
        origin: z.string().length(3),
        destination: z.string().length(3),
        departAt: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/),
        arriveAt: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/),
        durationMinutes: z.number().int().min(1),
        aircraft: z.string().nullable(),
      }),
    )
    .min(1),
  price: z.object({
    currency: z.string().regex(/^[A-Z]{3}$/),
    perPassenger: z.array(z.object({ type: z.enum(['ADT', 'CHD', 'INF']), count: z.number().int().min(1), amount: minor })),
    total: minor,
    cancellationFee: minor,
  }),
});
export type SabreOffer = z.infer<typeof offerSchema>;

export const shopAnswerSchema = z.object({ offers: z.array(offerSchema) });
export const priceAnswerSchema = z.object({ offer: offerSchema });
export const orderAnswerSchema = z.object({
  orderId: z.string().regex(/^[A-Z0-9]{6}$/),
  bookingRef: z.string(),
  offerId: z.string(),
  status: z.enum(['TICKETED', 'CANCELLED']),
  currency: z.string(),
  total: minor,
});
export type SabreOrder = z.infer<typeof orderAnswerSchema>;
/** What the supplier answers with a refusal: `{ error: { code, message } }`. */
export const errorAnswerSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

/** A fare as we sell it, before our price: what the supplier offers for the party. */
export interface SupplierFare {
  offerId: string;
  carrier: string;
  carrierName: string;
  origin: string;
  originCity: string;
  destination: string;
  destinationCity: string;
  departureDate: string;
  cabinClass: CabinClass;
  fareBasis: string;
  fareName: string;
  refundable: boolean;
  cancellationFee: number;
  baggage: string;
  seatsLeft: number;
  segments: FlightSegment[];
  currencyCode: string;
  /** Every ticket of the party: the supplier's cost the price engine marks up. */
  supplierTotal: number;
  /** Tickets issued (infants too: they travel on a ticket of their own). */
  tickets: number;
}

/** The supplier's offer as our fare (its cabin codes are ours too). */
export function fareOf(offer: SabreOffer): SupplierFare {
  return {
    offerId: offer.offerId,
    carrier: offer.validatingCarrier,
    carrierName: offer.carrierName,
    origin: offer.origin,
    originCity: offer.originCity,
    destination: offer.destination,
    destinationCity: offer.destinationCity,
    departureDate: offer.departureDate,
    cabinClass: offer.cabin,
    fareBasis: offer.fareBasis,
    fareName: offer.fareName,
    refundable: offer.refundable,
    cancellationFee: offer.refundable ? offer.price.cancellationFee : 0,
    baggage: offer.baggage,
    seatsLeft: offer.seatsAvailable,
    segments: offer.segments.map((s) => ({ ...s })),
    currencyCode: offer.price.currency,
    supplierTotal: offer.price.total,
    tickets: offer.price.perPassenger.reduce((n, p) => n + p.count, 0),
  };
}

/** How many of each passenger type, as the supplier counts them. */
export interface Party {
  adults: number;
  children: number;
  infants: number;
}
export const supplierParty = (p: Party) => ({ ADT: p.adults, CHD: p.children, INF: p.infants });
export function partyOf(passengers: readonly { type: PassengerType }[]): Party {
  const count = (type: PassengerType) => passengers.filter((p) => p.type === type).length;
  return { adults: count('ADT'), children: count('CHD'), infants: count('INF') };
}

/** A supplier answer read with `schema`, or null when it does not read as expected. */
export function readAnswer<T>(schema: z.ZodType<T>, body: unknown): T | null {
  const parsed = schema.safeParse(body);
  return parsed.success ? parsed.data : null;
}
