import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { BookingPaymentOptions } from '../booking-payment-options.service';
import { GetPaymentMethodsWithFee } from './get-payment-methods-with-fee.query';

@QueryHandler(GetPaymentMethodsWithFee)
export class GetPaymentMethodsWithFeeHandler implements IQueryHandler<GetPaymentMethodsWithFee> {
  constructor(private readonly options: BookingPaymentOptions) {}

  execute({ actor, bookingRef }: GetPaymentMethodsWithFee) {
    return this.options.methodsWithFee(actor, bookingRef);
  }
}
