import { Command } from '@nestjs/cqrs';
import type { ManualRefundBody, CreditCommandResult } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';

/** Refund credit spent on a booking, at most what it spent and was not yet refunded; staff. */
export class RefundCredit extends Command<CreditCommandResult> {
  constructor(
    readonly actor: Actor,
    readonly body: ManualRefundBody,
  ) {
    super();
  }
}
