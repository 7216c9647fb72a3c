import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppError } from '../../../../core/errors/app-error';
import { actionResult } from '../../../../core/http/action-result';
import { todayIn } from '../../../hotels';
import type { BookingCommand } from '../../domain/booking';
import { BookingQueries } from '../../queries/booking-queries.service';
import { BookingSuppliers } from '../../suppliers';
import { BookingWriter, type DecidedCommand } from '../booking-writer.service';
import { CancelBooking } from './cancel-booking.command';

/** Free cancellation dates are hotel-local; every hotel of the inventory is in Malaysia today. */
export const BOOKING_TIME_ZONE = 'Asia/Kuala_Lumpur';

/**
 * Cancelling: a booking a supplier confirmed (its supplierRef: a ticketed flight, a hotel on a
 * connected channel) is cancelled at the supplier first, once the cancellation is known to be
 * allowed; the supplier refusing leaves the booking as it was (502 SUPPLIER_CANCEL_FAILED).
 */
@CommandHandler(CancelBooking)
export class CancelBookingHandler implements ICommandHandler<CancelBooking> {
  constructor(
    private readonly writer: BookingWriter,
    private readonly queries: BookingQueries,
    private readonly suppliers: BookingSuppliers,
  ) {}

  async execute({ actor, bookingRef, reason }: CancelBooking) {
    const { supplierRef } = await this.queries.detail(actor, bookingRef);
    const by = actor.organizationId === null ? 'staff' : 'buyer';
    const command: BookingCommand = { type: 'Cancel', by, reason, today: todayIn(BOOKING_TIME_ZONE) };
    let decided: DecidedCommand | undefined;
    if (supplierRef !== null) {
      const current = await this.queries.ofSystem(bookingRef);
      if (!current) throw new AppError('BOOKING_NOT_FOUND');
      // Decided once, here: refused, the supplier is not asked; allowed, appended as decided (unless the booking moved meanwhile).
      decided = this.writer.decide(command, current);
      await this.suppliers.cancel(bookingRef, current.placed, supplierRef);
    }
    await this.writer.execute(bookingRef, command, undefined, decided);
    return { ...actionResult('BOOKING_CANCELLED'), booking: await this.queries.detail(actor, bookingRef) };
  }
}
