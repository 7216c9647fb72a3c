import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { BookingQueries } from '../booking-queries.service';
import { GetBooking } from './get-booking.query';

@QueryHandler(GetBooking)
export class GetBookingHandler implements IQueryHandler<GetBooking> {
  constructor(private readonly bookings: BookingQueries) {}

  execute({ actor, bookingRef }: GetBooking) {
    return this.bookings.detail(actor, bookingRef);
  }
}
