import type { EntityManager } from 'typeorm';
import type { PaymentBankOption, PaymentMethod } from '@bo/shared';

/**
 * The banks a payer may choose for a payment method (bookings: the FPX banks of the payment
 * options). Implemented by PaymentBankOptionsService; provided and exported by SettingsModule.
 */
export abstract class PaymentBankDirectory {
  /** The active options of `paymentMethod`, read in `manager` when given. */
  abstract activeFor(paymentMethod: PaymentMethod, manager?: EntityManager): Promise<PaymentBankOption[]>;
}
