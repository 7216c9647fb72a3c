import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { todayIn } from '../../../hotels';
import { BOOKING_TIME_ZONE } from '../../commands/cancel-booking/cancel-booking.handler';
import { BookingQueries } from '../booking-queries.service';
import { PreCancelBooking } from './pre-cancel.query';

@QueryHandler(PreCancelBooking)
export class PreCancelBookingHandler implements IQueryHandler<PreCancelBooking> {
  constructor(private readonly bookings: BookingQueries) {}

  execute({ actor, bookingRef }: PreCancelBooking) {
    return this.bookings.cancellationQuote(actor, bookingRef, todayIn(BOOKING_TIME_ZONE));
  }
}
