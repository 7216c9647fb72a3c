import { Injectable } from '@nestjs/common';
import type { PaymentFee, PaymentFeeOption, PaymentMethodWithFee, BookingPaymentMethodCode } from '@bo/shared';
import type { Actor } from '../../../core/context/request-context';
import { HotelCatalogue } from '../../hotels';
import { HotelSalePrices, TicketSalePrices } from '../../pricing';
import { Ipay88Gateway } from '../payments/ipay88/ipay88-gateway';
import { BookingQueries } from './booking-queries.service';
import { assertMethodAvailable, availableMethods, bookingPricer } from './payment-option-rows';

/** A booking as its caller sees it, priced by payment method (payment-option-rows.ts): the fee handlers' reads. */
@Injectable()
export class BookingPaymentFees {
  constructor(
    private readonly bookings: BookingQueries,
    private readonly pricing: HotelSalePrices,
    private readonly hotels: HotelCatalogue,
    private readonly tickets: TicketSalePrices,
    private readonly ipay88: Ipay88Gateway,
  ) {}

  /** The booking's price by payment method, with the sale prices of its product. */
  private pricerOf(actor: Actor, booking: Parameters<typeof bookingPricer>[2]) {
    return bookingPricer({ pricing: this.pricing, hotels: this.hotels, tickets: this.tickets }, actor, booking);
  }

  /** What paying booking `bookingRef` by `method` costs; a method its buyer may not use is refused. */
  async fee(actor: Actor, bookingRef: string, method: BookingPaymentMethodCode): Promise<PaymentFee> {
    const booking = await this.bookings.detail(actor, bookingRef);
    assertMethodAvailable(this.ipay88, booking.organizationId, method);
    const priced = await this.pricerOf(actor, booking);
    return { bookingRef, currencyCode: booking.currencyCode, ...(await priced(method)) };
  }

  /** Every method the booking's buyer may use, each with its fee. */
  async withFees(actor: Actor, bookingRef: string): Promise<PaymentMethodWithFee> {
    const booking = await this.bookings.detail(actor, bookingRef);
    const priced = await this.pricerOf(actor, booking);
    const methods: PaymentFeeOption[] = [];
    for (const method of availableMethods(this.ipay88, booking.organizationId)) methods.push(await priced(method));
    return {
      bookingRef,
      currencyCode: booking.currencyCode,
      bookedPaymentMethod: booking.paymentMethod,
      bookedTotal: booking.total,
      methods,
    };
  }
}
