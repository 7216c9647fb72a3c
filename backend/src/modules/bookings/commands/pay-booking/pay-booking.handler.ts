import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppError } from '../../../../core/errors/app-error';
import { actionResult } from '../../../../core/http/action-result';
import { BookingQueries } from '../../queries/booking-queries.service';
import { BookingWriter } from '../booking-writer.service';
import { PayBookingWithCredit } from './pay-booking.command';

@CommandHandler(PayBookingWithCredit)
export class PayBookingWithCreditHandler implements ICommandHandler<PayBookingWithCredit> {
  constructor(
    private readonly writer: BookingWriter,
    private readonly queries: BookingQueries,
  ) {}

  async execute({ actor, bookingRef }: PayBookingWithCredit) {
    const booking = await this.queries.detail(actor, bookingRef);
    if (booking.paymentMethod !== 'CREDIT') throw new AppError('BOOKING_TRANSITION_NOT_ALLOWED', { status: booking.status });
    await this.writer.execute(bookingRef, {
      type: 'Pay',
      method: 'CREDIT',
      amount: booking.total,
      reference: null,
      now: new Date(),
    });
    return { ...actionResult('BOOKING_PAID'), booking: await this.queries.detail(actor, bookingRef) };
  }
}
