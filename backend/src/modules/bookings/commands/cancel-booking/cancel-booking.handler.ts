import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actionResult } from '../../../../core/http/action-result';
import { todayIn } from '../../../hotels/availability/rules';
import { BookingQueries } from '../../queries/booking-queries.service';
import { BookingWriter } from '../booking-writer.service';
import { CancelBooking } from './cancel-booking.command';

/** Free cancellation dates are hotel-local; every hotel of the inventory is in Malaysia today. */
export const BOOKING_TIME_ZONE = 'Asia/Kuala_Lumpur';

@CommandHandler(CancelBooking)
export class CancelBookingHandler implements ICommandHandler<CancelBooking> {
  constructor(
    private readonly writer: BookingWriter,
    private readonly queries: BookingQueries,
  ) {}

  async execute({ actor, bookingRef, reason }: CancelBooking) {
    await this.queries.detail(actor, bookingRef);
    const by = actor.organizationId === null ? 'staff' : 'buyer';
    await this.writer.execute(bookingRef, { type: 'Cancel', by, reason, today: todayIn(BOOKING_TIME_ZONE) });
    return { ...actionResult('BOOKING_CANCELLED'), booking: await this.queries.detail(actor, bookingRef) };
  }
}
