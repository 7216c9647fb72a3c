import { Injectable } from '@nestjs/common';
import type { PaymentMethodPort } from './payment-method';

/**
 * iPay88 FPX (IPAY88_FPX): the buyer pays at the gateway (payment/ipay88/, docs/ipay88.md), so
 * nothing is held, taken or given back in the booking's transaction; a refund is made at the
 * gateway by staff (docs/bookings.md, what is left).
 */
@Injectable()
export class Ipay88Payment implements PaymentMethodPort {
  readonly method = 'IPAY88_FPX' as const;

  hold(): Promise<void> {
    return Promise.resolve();
  }

  capture(): Promise<void> {
    return Promise.resolve();
  }

  refund(): Promise<void> {
    return Promise.resolve();
  }

  release(): Promise<void> {
    return Promise.resolve();
  }
}
