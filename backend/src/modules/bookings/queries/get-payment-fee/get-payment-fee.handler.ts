import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { BookingPaymentOptions } from '../booking-payment-options.service';
import { GetPaymentFee } from './get-payment-fee.query';

@QueryHandler(GetPaymentFee)
export class GetPaymentFeeHandler implements IQueryHandler<GetPaymentFee> {
  constructor(private readonly options: BookingPaymentOptions) {}

  execute({ actor, bookingRef, method }: GetPaymentFee) {
    return this.options.fee(actor, bookingRef, method);
  }
}
