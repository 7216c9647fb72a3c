import type { PaymentMethodList } from '@bo/shared';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { HotelSalePrices } from '../../../pricing';
import { Ipay88Gateway } from '../../payments/ipay88/ipay88-gateway';
import { BookingQueries } from '../booking-queries.service';
import { availableMethods, methodOption } from '../payment-option-rows';
import { GetPaymentMethods } from './get-payment-methods.query';

/** The methods of the caller as a buyer (as `book` resolves it), or of booking `bookingRef`'s buyer. */
@QueryHandler(GetPaymentMethods)
export class GetPaymentMethodsHandler implements IQueryHandler<GetPaymentMethods> {
  constructor(
    private readonly bookings: BookingQueries,
    private readonly pricing: HotelSalePrices,
    private readonly ipay88: Ipay88Gateway,
  ) {}

  async execute({ actor, bookingRef }: GetPaymentMethods): Promise<PaymentMethodList> {
    const booking = bookingRef ? await this.bookings.detail(actor, bookingRef) : null;
    const buyer = booking
      ? { customerType: booking.customerType, organizationId: booking.organizationId }
      : await this.pricing.buyer(actor, undefined);
    return {
      bookingRef: booking?.bookingRef ?? null,
      customerType: buyer.customerType,
      organizationId: buyer.organizationId,
      methods: availableMethods(this.ipay88, buyer.organizationId).map((m) => methodOption(m, booking)),
    };
  }
}
