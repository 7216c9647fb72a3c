import type { PaymentFee } from '@bo/shared';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { BookingPaymentFees } from '../booking-payment-fees.service';
import { GetPaymentFee } from './get-payment-fee.query';

/** What paying booking `bookingRef` by `method` costs; a method its buyer may not use is refused. */
@QueryHandler(GetPaymentFee)
export class GetPaymentFeeHandler implements IQueryHandler<GetPaymentFee> {
  constructor(private readonly fees: BookingPaymentFees) {}

  execute({ actor, bookingRef, method }: GetPaymentFee): Promise<PaymentFee> {
    return this.fees.fee(actor, bookingRef, method);
  }
}
