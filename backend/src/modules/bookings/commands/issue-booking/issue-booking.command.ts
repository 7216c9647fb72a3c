import type { Actor } from '../../../../core/context/request-context';
import { BookingCommandOf } from '../booking-command';

/** `POST issue`: a paid booking confirmed (CON): its rooms go from held to sold. */
export class IssueBooking extends BookingCommandOf {
  constructor(actor: Actor, bookingRef: string) {
    super(actor, bookingRef);
  }
}
