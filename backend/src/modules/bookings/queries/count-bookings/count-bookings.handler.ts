import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { BookingQueries } from '../booking-queries.service';
import { CountBookings } from './count-bookings.query';

@QueryHandler(CountBookings)
export class CountBookingsHandler implements IQueryHandler<CountBookings> {
  constructor(private readonly bookings: BookingQueries) {}

  execute({ actor, organizationId }: CountBookings) {
    return this.bookings.counts(actor, organizationId);
  }
}
