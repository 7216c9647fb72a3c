import { BookingCommandOf } from '../booking-command';
import type { Actor } from '../../../../core/context/request-context';

/** `POST updateThemePark`: a theme-park or cable-car booking's new visit date and/or ticket holders' names. */
export class ChangeTickets extends BookingCommandOf {
  constructor(
    actor: Actor,
    bookingRef: string,
    readonly visitDate: string | undefined,
    readonly travellers: string[] | undefined,
  ) {
    super(actor, bookingRef);
  }
}
