import { Query } from '@nestjs/cqrs';
import type { BookingPaymentMethodCode, PaymentFee } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';

/** `paymentFee`: what paying booking `bookingRef` by `method` costs (the engine's payment gateway fee). */
export class GetPaymentFee extends Query<PaymentFee> {
  constructor(
    readonly actor: Actor,
    readonly bookingRef: string,
    readonly method: BookingPaymentMethodCode,
  ) {
    super();
  }
}
