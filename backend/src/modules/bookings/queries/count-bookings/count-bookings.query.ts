import { Query } from '@nestjs/cqrs';
import type { BookingCounts } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';

/** `bookingListCount`: the bookings the caller may see, per status (the list's tabs). */
export class CountBookings extends Query<BookingCounts> {
  constructor(
    readonly actor: Actor,
    readonly organizationId?: string,
  ) {
    super();
  }
}
