import { Injectable } from '@nestjs/common';
import {
  type Booking,
  type BookingPaymentMethodCode,
  businessDate,
  PAYMENT_METHOD,
  type PaymentBankChoice,
  type PaymentFee,
  type PaymentFeeOption,
  type PaymentMethodList,
  type PaymentMethodOption,
  type PaymentMethodWithFee,
  type PaymentRegistration,
  type PriceBreakdownItem,
} from '@bo/shared';
import { type Actor, requestContext } from '../../../core/context/request-context';
import { AppError } from '../../../core/errors/app-error';
import { fieldError } from '../../../core/http/action-result';
import { HotelCatalogue } from '../../hotels';
import { HotelSalePrices, TicketSalePrices } from '../../pricing';
import { PaymentBankDirectory } from '../../settings';
import { assertPayable, ipay88FormFor } from '../payments/booking-payment';
import { Ipay88Gateway } from '../payments/ipay88/ipay88-gateway';
import { BookingQueries } from './booking-queries.service';

/** The booking payment methods, in PAYMENT_METHOD's order. */
const METHODS: readonly BookingPaymentMethodCode[] = ['CREDIT', 'IPAY88_FPX'];

/** Whether the engine charged tourism tax (or noted it could not): the guests were foreign when booked. */
const foreignGuestsOf = (b: PriceBreakdownItem) =>
  b.rulesUsed.some((r) => r.kind === 'TAX' && r.id === 'TOURISM_TAX') || b.notes.includes('TOURISM_TAX_NOT_IN_CURRENCY');

/** The payment gateway fee of a breakdown: its SYSTEM_FEE line(s) of fee type PAYMENT_GATEWAY_FEE (0: none). */
const gatewayFeeOf = (b: PriceBreakdownItem) =>
  b.lines.filter((l) => l.kind === 'SYSTEM_FEE' && l.feeType === 'PAYMENT_GATEWAY_FEE').reduce((s, l) => s + l.amount, 0);

/**
 * How a buyer may pay and what each method costs (docs/bookings.md, "Payment methods and fees").
 * Agent credit needs an organization (as `book` requires); iPay88 FPX needs the gateway's settings
 * (as `payment` requires). A method's fee is the price engine's (pricing's HotelSalePrices, the
 * quote's engine and rules): the booking's own stay priced for its buyer with that payment type, as
 * a booking of it by that method would be priced today; no fee rule is repeated here. The FPX banks
 * come from the settings context's exported PaymentBankDirectory (never its tables).
 */
@Injectable()
export class BookingPaymentOptions {
  constructor(
    private readonly bookings: BookingQueries,
    private readonly pricing: HotelSalePrices,
    private readonly hotels: HotelCatalogue,
    private readonly ipay88: Ipay88Gateway,
    private readonly bankOptions: PaymentBankDirectory,
    private readonly tickets: TicketSalePrices,
  ) {}

  /** The methods of the caller as a buyer (as `book` resolves it), or of booking `bookingRef`'s buyer. */
  async methods(actor: Actor, bookingRef?: string): Promise<PaymentMethodList> {
    const booking = bookingRef ? await this.bookings.detail(actor, bookingRef) : null;
    const buyer = booking
      ? { customerType: booking.customerType, organizationId: booking.organizationId }
      : await this.pricing.buyer(actor, undefined);
    return {
      bookingRef: booking?.bookingRef ?? null,
      customerType: buyer.customerType,
      organizationId: buyer.organizationId,
      methods: this.available(buyer.organizationId).map((m) => this.option(m, booking)),
    };
  }

  /** What paying booking `bookingRef` by `method` costs; a method its buyer may not use is refused. */
  async fee(actor: Actor, bookingRef: string, method: BookingPaymentMethodCode): Promise<PaymentFee> {
    const booking = await this.bookings.detail(actor, bookingRef);
    this.assertAvailable(booking.organizationId, method);
    const priced = await this.pricer(actor, booking);
    return { bookingRef, currencyCode: booking.currencyCode, ...(await priced(method)) };
  }

  /** Every method the booking's buyer may use, each with its fee (one call for the screen offering a choice). */
  async methodsWithFee(actor: Actor, bookingRef: string): Promise<PaymentMethodWithFee> {
    const booking = await this.bookings.detail(actor, bookingRef);
    const priced = await this.pricer(actor, booking);
    const methods: PaymentFeeOption[] = [];
    for (const method of this.available(booking.organizationId)) methods.push(await priced(method));
    return {
      bookingRef,
      currencyCode: booking.currencyCode,
      bookedPaymentMethod: booking.paymentMethod,
      bookedTotal: booking.total,
      methods,
    };
  }

  /** The active FPX banks, in the administrators' order, as the payment form sends them. */
  async banks(): Promise<PaymentBankChoice[]> {
    const options = await this.bankOptions.activeFor('IPAY88_FPX');
    return options.map((o) => ({
      paymentMethod: o.paymentMethod,
      paymentBankId: o.paymentBankId,
      paymentBankName: o.paymentBankName,
      gatewayPaymentId: o.gatewayPaymentId,
    }));
  }

  /**
   * The buyer is about to pay booking `bookingRef` by `method`, which must be its own (409
   * BOOKING_PAYMENT_METHOD_MISMATCH), while it can still take the payment (refused as `payment`
   * refuses). FPX: the signed gateway form `payment` answers; agent credit: the amount `payment`
   * will capture. Records nothing.
   */
  async register(actor: Actor, bookingRef: string, method: BookingPaymentMethodCode): Promise<PaymentRegistration> {
    const booking = await this.bookings.detail(actor, bookingRef);
    if (booking.paymentMethod !== method)
      throw new AppError('BOOKING_PAYMENT_METHOD_MISMATCH', { method: booking.paymentMethod });
    let gateway: PaymentRegistration['gateway'] = null;
    if (method === 'IPAY88_FPX') gateway = ipay88FormFor(this.ipay88, booking);
    else assertPayable(booking);
    return {
      bookingRef,
      paymentMethod: method,
      currencyCode: booking.currencyCode,
      amount: booking.total,
      paymentDeadline: booking.paymentDeadline,
      gateway,
    };
  }

  /** Agent credit for an organization; FPX while the gateway is set up. */
  private available(organizationId: string | null): BookingPaymentMethodCode[] {
    return METHODS.filter((m) => (m === 'CREDIT' ? organizationId !== null : this.ipay88.configured));
  }

  /** A method the buyer may not use is refused as `book` (credit) and `payment` (FPX) refuse it. */
  private assertAvailable(organizationId: string | null, method: BookingPaymentMethodCode): void {
    if (method === 'CREDIT' && organizationId === null) throw fieldError('CREDIT_NEEDS_ORGANIZATION', 'paymentMethod');
    if (method === 'IPAY88_FPX' && !this.ipay88.configured) throw new AppError('PAYMENT_GATEWAY_NOT_CONFIGURED');
  }

  private option(method: BookingPaymentMethodCode, booking: Booking | null): PaymentMethodOption {
    const lang = requestContext.get()?.language ?? 'en';
    const label = PAYMENT_METHOD.find((m) => m.code === method)![lang];
    return { paymentMethod: method, label, booked: booking?.paymentMethod === method };
  }

  /**
   * Prices the booking's own stay by a method: its buyer, supplier cost (the SUPPLIER_COST booked),
   * rooms, nights and currency, the guests' origin (foreign when the booked price charged tourism
   * tax) and the hotel's star rating (not recorded by the booking: the hotel's now), on today's
   * business date with the rules in force now: what a booking of that stay by that method costs.
   */
  private async pricer(actor: Actor, booking: Booking) {
    if (booking.tickets) return this.ticketPricer(actor, booking, booking.tickets);
    const hotel = booking.hotel;
    if (booking.productType !== 'hotel' || !hotel) throw new Error(`booking ${booking.bookingRef} is not a hotel booking`);
    const breakdown = booking.breakdown;
    const supplierCost = breakdown.lines.find((l) => l.kind === 'SUPPLIER_COST')?.amount ?? 0;
    const [buyer, { starRating }] = await Promise.all([
      this.pricing.buyer(actor, booking.organizationId ?? undefined),
      this.hotels.get(hotel.hotelID),
    ]);
    const sale = { saleDate: businessDate(), foreignGuests: foreignGuestsOf(breakdown) };
    const rate = { currencyCode: booking.currencyCode, supplierCost, rooms: hotel.rooms, nights: hotel.nights, starRating };
    return async (method: BookingPaymentMethodCode): Promise<PaymentFeeOption> => {
      const price = await this.pricing.price(buyer, { ...sale, paymentType: method }, rate);
      return { ...this.option(method, booking), fee: gatewayFeeOf(price), total: price.total };
    };
  }

  /**
   * The same for a theme-park or cable-car booking: its tickets (the SUPPLIER_COST booked, how many,
   * the product type and currency) priced for its buyer by pricing's TicketSalePrices with each method.
   */
  private async ticketPricer(actor: Actor, booking: Booking, tickets: NonNullable<Booking['tickets']>) {
    const supplierCost = booking.breakdown.lines.find((l) => l.kind === 'SUPPLIER_COST')?.amount ?? 0;
    const buyer = await this.tickets.buyer(actor, booking.organizationId ?? undefined);
    const productType = booking.productType as 'themePark' | 'cableCar';
    return async (method: BookingPaymentMethodCode): Promise<PaymentFeeOption> => {
      const price = await this.tickets.price(
        buyer,
        { saleDate: businessDate(), paymentType: method, productType, currencyCode: booking.currencyCode },
        { supplierCost, quantity: tickets.quantity },
      );
      return { ...this.option(method, booking), fee: gatewayFeeOf(price), total: price.total };
    };
  }
}
