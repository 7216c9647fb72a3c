import type { PaymentMethod, PriceBreakdownItem, TicketProductType } from '@bo/shared';
import type { Actor } from '../../../core/context/request-context';
import type { Buyer } from '../quote/buyer-pricing.service';
import type { FlightFareSale } from '../quote/flight-sale-pricing';
import type { TicketSale } from '../quote/ticket-sale-pricing';

/**
 * The ports other contexts call to price a sale (bookings: the catalogue, the payment options and
 * `book`), with the same engine, rules and request as the quote, so a booking costs what was
 * offered. Each `buyer` resolves the buyer as the quote does (an agency user is its own
 * organization); a price beyond the largest amount is 422 PRICE_OUT_OF_RANGE. Implemented by
 * HotelSalePricing, TicketSalePricing and FlightSalePricing; provided and exported by PricingModule.
 */
export abstract class HotelSalePrices {
  abstract buyer(actor: Actor, organizationId: string | undefined): Promise<Buyer>;
  /** The breakdown of `rate` for `buyer`, priced on `sale.saleDate`. */
  abstract price(
    buyer: Buyer,
    sale: { saleDate: string; paymentType: PaymentMethod | null; foreignGuests: boolean },
    rate: { currencyCode: string; supplierCost: number; rooms: number; nights: number; starRating: number },
  ): Promise<PriceBreakdownItem>;
}

/** A sale of dated theme-park or cable-car tickets (see HotelSalePrices). */
export abstract class TicketSalePrices {
  abstract buyer(actor: Actor, organizationId: string | undefined): Promise<Buyer>;
  /** Prices many sales of one product type in one currency with the rules read once. */
  abstract pricer(
    buyer: Buyer,
    sale: { saleDate: string; paymentType: PaymentMethod | null; productType: TicketProductType; currencyCode: string },
  ): Promise<(tickets: TicketSale) => PriceBreakdownItem>;
  /** One sale's breakdown. */
  abstract price(
    buyer: Buyer,
    sale: { saleDate: string; paymentType: PaymentMethod | null; productType: TicketProductType; currencyCode: string },
    tickets: TicketSale,
  ): Promise<PriceBreakdownItem>;
}

/** A flight fare (see HotelSalePrices). */
export abstract class FlightSalePrices {
  abstract buyer(actor: Actor, organizationId: string | undefined): Promise<Buyer>;
  /** Prices many fares in one currency with the rules read once. */
  abstract pricer(
    buyer: Buyer,
    sale: { saleDate: string; paymentType: PaymentMethod | null; currencyCode: string },
  ): Promise<(fare: FlightFareSale) => PriceBreakdownItem>;
  /** One fare's breakdown. */
  abstract price(
    buyer: Buyer,
    sale: { saleDate: string; paymentType: PaymentMethod | null; currencyCode: string },
    fare: FlightFareSale,
  ): Promise<PriceBreakdownItem>;
}
