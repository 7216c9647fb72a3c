import type { Provider } from '@nestjs/common';
import type { BookingPaymentMethod } from '../domain/booking.events';
import { AgentCreditPayment } from './agent-credit-payment';
import { Ipay88Payment } from './ipay88-payment';
import type { PaymentMethodPort } from './payment-method';

/** The payment methods a booking may be placed with, by method (one implementation each). */
export class PaymentMethods {
  private readonly byMethod = new Map<BookingPaymentMethod, PaymentMethodPort>();

  constructor(methods: readonly PaymentMethodPort[]) {
    for (const m of methods) {
      if (this.byMethod.has(m.method)) throw new Error(`Two payment methods are ${m.method}`);
      this.byMethod.set(m.method, m);
    }
  }

  of(method: BookingPaymentMethod): PaymentMethodPort {
    const found = this.byMethod.get(method);
    if (!found) throw new Error(`No payment method ${method}`);
    return found;
  }
}

/** The registration: one entry per payment method. */
export const PAYMENT_METHODS: Provider[] = [
  AgentCreditPayment,
  Ipay88Payment,
  {
    provide: PaymentMethods,
    inject: [AgentCreditPayment, Ipay88Payment],
    useFactory: (...methods: PaymentMethodPort[]) => new PaymentMethods(methods),
  },
];
