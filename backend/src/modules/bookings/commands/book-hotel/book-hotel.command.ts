import { Command } from '@nestjs/cqrs';
import type { BookHotelBody, Booking } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';

/** `POST book` (hotels): price the rate as quoted, hold the rooms and (agent credit) the credit, until the payment deadline. */
export class BookHotel extends Command<{ code: string; message: string; booking: Booking }> {
  constructor(
    readonly actor: Actor,
    readonly body: BookHotelBody,
  ) {
    super();
  }
}
