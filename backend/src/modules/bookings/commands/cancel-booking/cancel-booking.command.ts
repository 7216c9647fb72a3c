import type { Actor } from '../../../../core/context/request-context';
import { BookingCommandOf } from '../booking-command';

/** `POST cancel`: the booking cancelled (CAN), its rooms released, what was paid refunded less the terms' fee. */
export class CancelBooking extends BookingCommandOf {
  constructor(
    actor: Actor,
    bookingRef: string,
    readonly reason: string | null,
  ) {
    super(actor, bookingRef);
  }
}
