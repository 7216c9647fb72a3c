import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { BookingPaymentOptions } from '../booking-payment-options.service';
import { RegisterPayment } from './register-payment.query';

@QueryHandler(RegisterPayment)
export class RegisterPaymentHandler implements IQueryHandler<RegisterPayment> {
  constructor(private readonly options: BookingPaymentOptions) {}

  execute({ actor, bookingRef, method }: RegisterPayment) {
    return this.options.register(actor, bookingRef, method);
  }
}
