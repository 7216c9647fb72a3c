import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { BookingQueries } from '../booking-queries.service';
import { ListBookings } from './list-bookings.query';

@QueryHandler(ListBookings)
export class ListBookingsHandler implements IQueryHandler<ListBookings> {
  constructor(private readonly bookings: BookingQueries) {}

  execute({ actor, query }: ListBookings) {
    return this.bookings.list(actor, query);
  }
}
