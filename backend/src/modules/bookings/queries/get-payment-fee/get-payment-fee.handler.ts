import type { PaymentFee } from '@bo/shared';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { HotelCatalogue } from '../../../hotels';
import { HotelSalePrices, TicketSalePrices } from '../../../pricing';
import { Ipay88Gateway } from '../../payments/ipay88/ipay88-gateway';
import { BookingQueries } from '../booking-queries.service';
import { assertMethodAvailable, bookingPricer } from '../payment-option-rows';
import { GetPaymentFee } from './get-payment-fee.query';

/** What paying booking `bookingRef` by `method` costs; a method its buyer may not use is refused. */
@QueryHandler(GetPaymentFee)
export class GetPaymentFeeHandler implements IQueryHandler<GetPaymentFee> {
  constructor(
    private readonly bookings: BookingQueries,
    private readonly pricing: HotelSalePrices,
    private readonly hotels: HotelCatalogue,
    private readonly tickets: TicketSalePrices,
    private readonly ipay88: Ipay88Gateway,
  ) {}

  async execute({ actor, bookingRef, method }: GetPaymentFee): Promise<PaymentFee> {
    const booking = await this.bookings.detail(actor, bookingRef);
    assertMethodAvailable(this.ipay88, booking.organizationId, method);
    const priced = await bookingPricer({ pricing: this.pricing, hotels: this.hotels, tickets: this.tickets }, actor, booking);
    return { bookingRef, currencyCode: booking.currencyCode, ...(await priced(method)) };
  }
}
