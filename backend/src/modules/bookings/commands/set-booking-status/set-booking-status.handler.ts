import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { assertStaff } from '../../../../core/auth/tenancy';
import { AppError } from '../../../../core/errors/app-error';
import { actionResult } from '../../../../core/http/action-result';
import type { BookingCommand } from '../../domain/booking';
import { BookingQueries } from '../../queries/booking-queries.service';
import { BookingSuppliers } from '../../suppliers';
import { BookingWriter, type DecidedCommand } from '../booking-writer.service';
import { CancelBookingHandler } from '../cancel-booking/cancel-booking.handler';
import { CancelBooking } from '../cancel-booking/cancel-booking.command';
import { SetBookingStatus } from './set-booking-status.command';

@CommandHandler(SetBookingStatus)
export class SetBookingStatusHandler implements ICommandHandler<SetBookingStatus> {
  constructor(
    private readonly writer: BookingWriter,
    private readonly queries: BookingQueries,
    private readonly cancel: CancelBookingHandler,
    private readonly suppliers: BookingSuppliers,
  ) {}

  async execute({ actor, bookingRef, status, reason }: SetBookingStatus) {
    assertStaff(actor);
    // Cancelling is its own move (the fee, the refund): the same decision as `cancel`.
    if (status === 'CAN') return this.cancel.execute(new CancelBooking(actor, bookingRef, reason));
    const { supplierRef } = await this.queries.detail(actor, bookingRef);
    const command: BookingCommand = { type: 'SetStatus', to: status, reason };
    // Could not be fulfilled, everything refunded: what a supplier confirmed is cancelled there first.
    let decided: DecidedCommand | undefined;
    if (status === 'FLD' && supplierRef !== null) {
      const current = await this.queries.ofSystem(bookingRef);
      if (!current) throw new AppError('BOOKING_NOT_FOUND');
      // Decided once, here: refused, the supplier is not asked; allowed, appended as decided (unless the booking moved meanwhile).
      decided = this.writer.decide(command, current);
      await this.suppliers.cancel(bookingRef, current.placed, supplierRef);
    }
    await this.writer.execute(bookingRef, command, undefined, decided);
    return { ...actionResult('BOOKING_STATUS_UPDATED'), booking: await this.queries.detail(actor, bookingRef) };
  }
}
