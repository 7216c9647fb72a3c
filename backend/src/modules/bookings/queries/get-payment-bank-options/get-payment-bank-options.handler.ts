import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { BookingPaymentOptions } from '../booking-payment-options.service';
import { GetPaymentBankOptions } from './get-payment-bank-options.query';

@QueryHandler(GetPaymentBankOptions)
export class GetPaymentBankOptionsHandler implements IQueryHandler<GetPaymentBankOptions> {
  constructor(private readonly options: BookingPaymentOptions) {}

  execute() {
    return this.options.banks();
  }
}
