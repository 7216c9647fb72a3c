import { Query } from '@nestjs/cqrs';
import type { BookingListItem, BookingListQuery } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';
import type { Page } from '../../../../core/read-side/paged-list';

/** `bookingList`: a page of the bookings the caller may see, filtered and sorted. */
export class ListBookings extends Query<Page<BookingListItem>> {
  constructor(
    readonly actor: Actor,
    readonly query: BookingListQuery,
  ) {
    super();
  }
}
