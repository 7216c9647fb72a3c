import {
  type Booking,
  type BookingPaymentMethodCode,
  businessDate,
  PAYMENT_METHOD,
  type PaymentFeeOption,
  type PaymentMethodOption,
  type PriceBreakdownItem,
} from '@bo/shared';
import { type Actor, requestContext } from '../../../core/context/request-context';
import { AppError } from '../../../core/errors/app-error';
import { fieldError } from '../../../core/http/action-result';
import type { HotelCatalogue } from '../../hotels';
import type { HotelSalePrices, TicketSalePrices } from '../../pricing';
import type { Ipay88Gateway } from '../payments/ipay88/ipay88-gateway';

/**
 * What the payment-option handlers share (docs/bookings.md, "Payment methods and fees"): which
 * methods a buyer may use (agent credit needs an organization, as `book` requires; iPay88 FPX the
 * gateway's settings, as `payment` requires), a method as an option, and a booking priced by a
 * method. A method's fee is the price engine's (pricing's HotelSalePrices and TicketSalePrices, the
 * quote's engine and rules): no fee rule is repeated here.
 */

/** The booking payment methods, in PAYMENT_METHOD's order. */
const METHODS: readonly BookingPaymentMethodCode[] = ['CREDIT', 'IPAY88_FPX'];

/** Whether the engine charged tourism tax (or noted it could not): the guests were foreign when booked. */
const foreignGuestsOf = (b: PriceBreakdownItem) =>
  b.rulesUsed.some((r) => r.kind === 'TAX' && r.id === 'TOURISM_TAX') || b.notes.includes('TOURISM_TAX_NOT_IN_CURRENCY');

/** The payment gateway fee of a breakdown: its SYSTEM_FEE line(s) of fee type PAYMENT_GATEWAY_FEE (0: none). */
const gatewayFeeOf = (b: PriceBreakdownItem) =>
  b.lines.filter((l) => l.kind === 'SYSTEM_FEE' && l.feeType === 'PAYMENT_GATEWAY_FEE').reduce((s, l) => s + l.amount, 0);

/** Agent credit for an organization; FPX while the gateway is set up. */
export function availableMethods(ipay88: Ipay88Gateway, organizationId: string | null): BookingPaymentMethodCode[] {
  return METHODS.filter((m) => (m === 'CREDIT' ? organizationId !== null : ipay88.configured));
}

/** A method the buyer may not use is refused as `book` (credit) and `payment` (FPX) refuse it. */
export function assertMethodAvailable(
  ipay88: Ipay88Gateway,
  organizationId: string | null,
  method: BookingPaymentMethodCode,
): void {
  if (method === 'CREDIT' && organizationId === null) throw fieldError('CREDIT_NEEDS_ORGANIZATION', 'paymentMethod');
  if (method === 'IPAY88_FPX' && !ipay88.configured) throw new AppError('PAYMENT_GATEWAY_NOT_CONFIGURED');
}

export function methodOption(method: BookingPaymentMethodCode, booking: Booking | null): PaymentMethodOption {
  const lang = requestContext.get()?.language ?? 'en';
  const label = PAYMENT_METHOD.find((m) => m.code === method)![lang];
  return { paymentMethod: method, label, booked: booking?.paymentMethod === method };
}

/** What pricing a booking by a method reads: the price engine (hotels, tickets) and the hotel's star rating. */
export interface BookingPricing {
  pricing: HotelSalePrices;
  hotels: HotelCatalogue;
  tickets: TicketSalePrices;
}

/**
 * Prices the booking's own stay by a method: its buyer, supplier cost (the SUPPLIER_COST booked),
 * rooms, nights and currency, the guests' origin (foreign when the booked price charged tourism
 * tax) and the hotel's star rating (not recorded by the booking: the hotel's now), on today's
 * business date with the rules in force now: what a booking of that stay by that method costs.
 */
export async function bookingPricer(
  { pricing, hotels, tickets }: BookingPricing,
  actor: Actor,
  booking: Booking,
): Promise<(method: BookingPaymentMethodCode) => Promise<PaymentFeeOption>> {
  if (booking.tickets) return ticketPricer(tickets, actor, booking, booking.tickets);
  const hotel = booking.hotel;
  if (booking.productType !== 'hotel' || !hotel) throw new Error(`booking ${booking.bookingRef} is not a hotel booking`);
  const breakdown = booking.breakdown;
  const supplierCost = breakdown.lines.find((l) => l.kind === 'SUPPLIER_COST')?.amount ?? 0;
  const [buyer, { starRating }] = await Promise.all([
    pricing.buyer(actor, booking.organizationId ?? undefined),
    hotels.get(hotel.hotelID),
  ]);
  const sale = { saleDate: businessDate(), foreignGuests: foreignGuestsOf(breakdown) };
  const rate = { currencyCode: booking.currencyCode, supplierCost, rooms: hotel.rooms, nights: hotel.nights, starRating };
  return async (method: BookingPaymentMethodCode): Promise<PaymentFeeOption> => {
    const price = await pricing.price(buyer, { ...sale, paymentType: method }, rate);
    return { ...methodOption(method, booking), fee: gatewayFeeOf(price), total: price.total };
  };
}

/**
 * The same for a theme-park or cable-car booking: its tickets (the SUPPLIER_COST booked, how many,
 * the product type and currency) priced for its buyer by pricing's TicketSalePrices with each method.
 */
async function ticketPricer(prices: TicketSalePrices, actor: Actor, booking: Booking, tickets: NonNullable<Booking['tickets']>) {
  const supplierCost = booking.breakdown.lines.find((l) => l.kind === 'SUPPLIER_COST')?.amount ?? 0;
  const buyer = await prices.buyer(actor, booking.organizationId ?? undefined);
  const productType = booking.productType as 'themePark' | 'cableCar';
  return async (method: BookingPaymentMethodCode): Promise<PaymentFeeOption> => {
    const price = await prices.price(
      buyer,
      { saleDate: businessDate(), paymentType: method, productType, currencyCode: booking.currencyCode },
      { supplierCost, quantity: tickets.quantity },
    );
    return { ...methodOption(method, booking), fee: gatewayFeeOf(price), total: price.total };
  };
}
