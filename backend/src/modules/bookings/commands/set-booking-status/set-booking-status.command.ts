import type { BookingStatus } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';
import { BookingCommandOf } from '../booking-command';

/** `updateBookingStatus` (staff): one of the staff moves of BOOKING_TRANSITIONS, with the reason. */
export class SetBookingStatus extends BookingCommandOf {
  constructor(
    actor: Actor,
    bookingRef: string,
    readonly status: BookingStatus,
    readonly reason: string,
  ) {
    super(actor, bookingRef);
  }
}
