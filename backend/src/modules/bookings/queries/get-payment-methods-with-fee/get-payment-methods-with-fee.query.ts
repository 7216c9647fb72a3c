import { Query } from '@nestjs/cqrs';
import type { PaymentMethodWithFee } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';

/** `paymentMethodWithFee`: every method booking `bookingRef`'s buyer may use, each with its fee. */
export class GetPaymentMethodsWithFee extends Query<PaymentMethodWithFee> {
  constructor(
    readonly actor: Actor,
    readonly bookingRef: string,
  ) {
    super();
  }
}
