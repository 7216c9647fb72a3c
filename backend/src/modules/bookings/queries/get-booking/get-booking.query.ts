import { Query } from '@nestjs/cqrs';
import type { Booking } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';

/** `getBooking`: one booking with its price, payments and history. */
export class GetBooking extends Query<Booking> {
  constructor(
    readonly actor: Actor,
    readonly bookingRef: string,
  ) {
    super();
  }
}
