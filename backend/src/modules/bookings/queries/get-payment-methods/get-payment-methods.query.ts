import { Query } from '@nestjs/cqrs';
import type { PaymentMethodList } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';

/** `paymentMethod`: the methods the caller may pay with, or booking `bookingRef`'s buyer. */
export class GetPaymentMethods extends Query<PaymentMethodList> {
  constructor(
    readonly actor: Actor,
    readonly bookingRef?: string,
  ) {
    super();
  }
}
