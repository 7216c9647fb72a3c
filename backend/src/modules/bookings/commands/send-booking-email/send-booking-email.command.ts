import { Command } from '@nestjs/cqrs';
import type { BookingEmailResult } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';

/** `POST sendBookingEmail`: the confirmation with the voucher again, to the contact or to `email`. */
export class SendBookingEmail extends Command<BookingEmailResult> {
  constructor(
    readonly actor: Actor,
    readonly bookingRef: string,
    readonly email: string | undefined,
  ) {
    super();
  }
}
