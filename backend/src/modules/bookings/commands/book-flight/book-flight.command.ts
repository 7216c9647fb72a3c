import { Command } from '@nestjs/cqrs';
import type { BookFlightBody, Booking } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';

/** `POST book` (flights): a fare re-priced by the supplier, priced as offered; the credit (agent credit) held until the payment deadline. */
export class BookFlight extends Command<{ code: string; message: string; booking: Booking }> {
  constructor(
    readonly actor: Actor,
    readonly body: BookFlightBody,
  ) {
    super();
  }
}
