import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { BookingPaymentOptions } from '../booking-payment-options.service';
import { GetPaymentMethods } from './get-payment-methods.query';

@QueryHandler(GetPaymentMethods)
export class GetPaymentMethodsHandler implements IQueryHandler<GetPaymentMethods> {
  constructor(private readonly options: BookingPaymentOptions) {}

  execute({ actor, bookingRef }: GetPaymentMethods) {
    return this.options.methods(actor, bookingRef);
  }
}
