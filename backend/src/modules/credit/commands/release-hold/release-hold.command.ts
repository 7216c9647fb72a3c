import { Command } from '@nestjs/cqrs';
import type { ReleaseHoldBody, CreditCommandResult } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';

/** Give a booking's hold back. */
export class ReleaseHold extends Command<CreditCommandResult> {
  constructor(
    readonly actor: Actor,
    readonly body: ReleaseHoldBody,
  ) {
    super();
  }
}
