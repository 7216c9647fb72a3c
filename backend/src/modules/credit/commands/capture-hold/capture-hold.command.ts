import { Command } from '@nestjs/cqrs';
import type { CaptureHoldBody, CreditCommandResult } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';

/** Spend a booking's hold, all of it or `amount` (the rest is released). */
export class CaptureHold extends Command<CreditCommandResult> {
  constructor(
    readonly actor: Actor,
    readonly body: CaptureHoldBody,
  ) {
    super();
  }
}
