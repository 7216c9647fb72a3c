import type { PaymentBankChoice } from '@bo/shared';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { PaymentBankDirectory } from '../../../settings';
import { GetPaymentBankOptions } from './get-payment-bank-options.query';

/** The active FPX banks, in the administrators' order, as the payment form sends them (settings' PaymentBankDirectory, never its tables). */
@QueryHandler(GetPaymentBankOptions)
export class GetPaymentBankOptionsHandler implements IQueryHandler<GetPaymentBankOptions> {
  constructor(private readonly bankOptions: PaymentBankDirectory) {}

  async execute(): Promise<PaymentBankChoice[]> {
    const options = await this.bankOptions.activeFor('IPAY88_FPX');
    return options.map((o) => ({
      paymentMethod: o.paymentMethod,
      paymentBankId: o.paymentBankId,
      paymentBankName: o.paymentBankName,
      gatewayPaymentId: o.gatewayPaymentId,
    }));
  }
}
