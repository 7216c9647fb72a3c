import type { PaymentRegistration } from '@bo/shared';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AppError } from '../../../../core/errors/app-error';
import { assertPayable, ipay88FormFor } from '../../payments/booking-payment';
import { Ipay88Gateway } from '../../payments/ipay88/ipay88-gateway';
import { BookingQueries } from '../booking-queries.service';
import { RegisterPayment } from './register-payment.query';

/**
 * The buyer is about to pay booking `bookingRef` by `method`, which must be its own (409
 * BOOKING_PAYMENT_METHOD_MISMATCH), while it can still take the payment (refused as `payment`
 * refuses). FPX: the signed gateway form `payment` answers; agent credit: the amount `payment`
 * will capture. Records nothing.
 */
@QueryHandler(RegisterPayment)
export class RegisterPaymentHandler implements IQueryHandler<RegisterPayment> {
  constructor(
    private readonly bookings: BookingQueries,
    private readonly ipay88: Ipay88Gateway,
  ) {}

  async execute({ actor, bookingRef, method }: RegisterPayment): Promise<PaymentRegistration> {
    const booking = await this.bookings.detail(actor, bookingRef);
    if (booking.paymentMethod !== method)
      throw new AppError('BOOKING_PAYMENT_METHOD_MISMATCH', { method: booking.paymentMethod });
    let gateway: PaymentRegistration['gateway'] = null;
    if (method === 'IPAY88_FPX') gateway = ipay88FormFor(this.ipay88, booking);
    else assertPayable(booking);
    return {
      bookingRef,
      paymentMethod: method,
      currencyCode: booking.currencyCode,
      amount: booking.total,
      paymentDeadline: booking.paymentDeadline,
      gateway,
    };
  }
}
