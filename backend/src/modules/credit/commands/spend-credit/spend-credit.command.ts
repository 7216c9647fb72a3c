import { Command } from '@nestjs/cqrs';
import type { SpendCreditBody, CreditCommandResult } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';

/** Spend credit on a booking (booking-facing); refused when available would go below zero. */
export class SpendCredit extends Command<CreditCommandResult> {
  constructor(
    readonly actor: Actor,
    readonly body: SpendCreditBody,
  ) {
    super();
  }
}
