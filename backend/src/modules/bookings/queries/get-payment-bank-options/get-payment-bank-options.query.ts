import { Query } from '@nestjs/cqrs';
import type { PaymentBankChoice } from '@bo/shared';

/** `paymentBankOption`: the active FPX banks for the payment form. */
export class GetPaymentBankOptions extends Query<PaymentBankChoice[]> {}
