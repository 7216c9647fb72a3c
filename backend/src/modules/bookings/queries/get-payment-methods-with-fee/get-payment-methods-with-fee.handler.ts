import type { PaymentMethodWithFee } from '@bo/shared';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { BookingPaymentFees } from '../booking-payment-fees.service';
import { GetPaymentMethodsWithFee } from './get-payment-methods-with-fee.query';

/** Every method the booking's buyer may use, each with its fee (one call for the screen offering a choice). */
@QueryHandler(GetPaymentMethodsWithFee)
export class GetPaymentMethodsWithFeeHandler implements IQueryHandler<GetPaymentMethodsWithFee> {
  constructor(private readonly fees: BookingPaymentFees) {}

  execute({ actor, bookingRef }: GetPaymentMethodsWithFee): Promise<PaymentMethodWithFee> {
    return this.fees.withFees(actor, bookingRef);
  }
}
