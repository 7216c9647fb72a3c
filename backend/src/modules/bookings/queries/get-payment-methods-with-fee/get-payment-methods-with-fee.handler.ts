import type { PaymentFeeOption, PaymentMethodWithFee } from '@bo/shared';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { HotelCatalogue } from '../../../hotels';
import { HotelSalePrices, TicketSalePrices } from '../../../pricing';
import { Ipay88Gateway } from '../../payments/ipay88/ipay88-gateway';
import { BookingQueries } from '../booking-queries.service';
import { availableMethods, bookingPricer } from '../payment-option-rows';
import { GetPaymentMethodsWithFee } from './get-payment-methods-with-fee.query';

/** Every method the booking's buyer may use, each with its fee (one call for the screen offering a choice). */
@QueryHandler(GetPaymentMethodsWithFee)
export class GetPaymentMethodsWithFeeHandler implements IQueryHandler<GetPaymentMethodsWithFee> {
  constructor(
    private readonly bookings: BookingQueries,
    private readonly pricing: HotelSalePrices,
    private readonly hotels: HotelCatalogue,
    private readonly tickets: TicketSalePrices,
    private readonly ipay88: Ipay88Gateway,
  ) {}

  async execute({ actor, bookingRef }: GetPaymentMethodsWithFee): Promise<PaymentMethodWithFee> {
    const booking = await this.bookings.detail(actor, bookingRef);
    const priced = await bookingPricer({ pricing: this.pricing, hotels: this.hotels, tickets: this.tickets }, actor, booking);
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
