import { Command } from '@nestjs/cqrs';
import type { HoldCreditBody, CreditCommandResult } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';

/** Hold credit for a booking until it is captured, released or expires. */
export class PlaceHold extends Command<CreditCommandResult> {
  constructor(
    readonly actor: Actor,
    readonly body: HoldCreditBody,
  ) {
    super();
  }
}
