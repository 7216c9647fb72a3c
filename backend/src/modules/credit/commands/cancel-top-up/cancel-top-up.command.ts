import { Command } from '@nestjs/cqrs';
import type { CreditCommandResult } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';
import type { CreditBook } from '../credit-accounts';

/** The requester's organization (or staff) withdraws a pending top-up. */
export class CancelTopUp extends Command<CreditCommandResult> {
  constructor(
    readonly actor: Actor,
    readonly book: CreditBook,
    readonly topUpId: string,
  ) {
    super();
  }
}
