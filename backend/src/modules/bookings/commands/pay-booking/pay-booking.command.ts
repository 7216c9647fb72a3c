import { Command } from '@nestjs/cqrs';
import type { BookingPaymentMethodCode, PaymentGatewayForm } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';

/**
 * `POST payment`: pay booking `bookingRef` by `method`, which must be the booking's own. Agent
 * credit captures the credit held at booking at once; iPay88 FPX answers the signed gateway form,
 * and the payment is recorded when the gateway answers (RecordIpay88Answer).
 */
export class PayBooking extends Command<PaymentGatewayForm> {
  constructor(
    readonly actor: Actor,
    readonly bookingRef: string,
    readonly method: BookingPaymentMethodCode,
  ) {
    super();
  }
}
