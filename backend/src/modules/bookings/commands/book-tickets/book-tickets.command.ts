import { Command } from '@nestjs/cqrs';
import type { BookTicketsBody, Booking } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';

/**
 * `POST book` (theme parks, cable cars): price the tickets as `getProductDetails` offered them,
 * hold them on the visit date and (agent credit) the credit, until the payment deadline.
 */
export class BookTickets extends Command<{ code: string; message: string; booking: Booking }> {
  constructor(
    readonly actor: Actor,
    readonly body: BookTicketsBody,
  ) {
    super();
  }
}
