import { Command } from '@nestjs/cqrs';
import type { Booking } from '@bo/shared';
import type { Actor } from '../../../core/context/request-context';

/** What every booking command answers: the toast and the booking after it. */
export type BookingCommandResult = { code: string; message: string; booking: Booking };

/** A command on one existing booking, by the caller (staff, or a user of the booking's organization). */
export abstract class BookingCommandOf extends Command<BookingCommandResult> {
  constructor(
    readonly actor: Actor,
    readonly bookingRef: string,
  ) {
    super();
  }
}
