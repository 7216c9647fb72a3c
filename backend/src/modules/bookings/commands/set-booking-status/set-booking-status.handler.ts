import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { assertStaff } from '../../../../core/auth/tenancy';
import { actionResult } from '../../../../core/http/action-result';
import { BookingQueries } from '../../queries/booking-queries.service';
import { BookingWriter } from '../booking-writer.service';
import { CancelBookingHandler } from '../cancel-booking/cancel-booking.handler';
import { CancelBooking } from '../cancel-booking/cancel-booking.command';
import { SetBookingStatus } from './set-booking-status.command';

@CommandHandler(SetBookingStatus)
export class SetBookingStatusHandler implements ICommandHandler<SetBookingStatus> {
  constructor(
    private readonly writer: BookingWriter,
    private readonly queries: BookingQueries,
    private readonly cancel: CancelBookingHandler,
  ) {}

  async execute({ actor, bookingRef, status, reason }: SetBookingStatus) {
    assertStaff(actor);
    // Cancelling is its own move (the fee, the refund): the same decision as `cancel`.
    if (status === 'CAN') return this.cancel.execute(new CancelBooking(actor, bookingRef, reason));
    await this.queries.detail(actor, bookingRef);
    await this.writer.execute(bookingRef, { type: 'SetStatus', to: status, reason });
    return { ...actionResult('BOOKING_STATUS_UPDATED'), booking: await this.queries.detail(actor, bookingRef) };
  }
}
