import { Query } from '@nestjs/cqrs';
import type { BookingPaymentMethodCode, PaymentRegistration } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';

/**
 * `paymentRegister`: the buyer is about to pay booking `bookingRef` by `method` (its own). A query:
 * it records nothing; it answers what `payment` will take (FPX: the signed gateway form).
 */
export class RegisterPayment extends Query<PaymentRegistration> {
  constructor(
    readonly actor: Actor,
    readonly bookingRef: string,
    readonly method: BookingPaymentMethodCode,
  ) {
    super();
  }
}
