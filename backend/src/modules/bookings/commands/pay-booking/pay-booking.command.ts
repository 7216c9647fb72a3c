import type { Actor } from '../../../../core/context/request-context';
import { BookingCommandOf } from '../booking-command';

/** `POST payment` with agent credit: the credit held at booking is captured for the whole total. */
export class PayBookingWithCredit extends BookingCommandOf {
  constructor(actor: Actor, bookingRef: string) {
    super(actor, bookingRef);
  }
}
