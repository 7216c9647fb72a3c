import { Query } from '@nestjs/cqrs';
import type { CancellationQuote } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';

/** `preCancel`: what cancelling now would keep and give back, decided as `cancel` would. */
export class PreCancelBooking extends Query<CancellationQuote> {
  constructor(
    readonly actor: Actor,
    readonly bookingRef: string,
  ) {
    super();
  }
}
