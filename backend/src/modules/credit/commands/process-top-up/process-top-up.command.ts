import { Command } from '@nestjs/cqrs';
import type { CreditCommandResult, ProcessTopUpBody } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';
import type { CreditBook } from '../credit-accounts';

/** VERIFY posts the amount, REJECT needs a reason, UNDO reverses an approval once. Staff only. */
export class ProcessTopUp extends Command<CreditCommandResult> {
  constructor(
    readonly actor: Actor,
    readonly book: CreditBook,
    readonly body: ProcessTopUpBody,
  ) {
    super();
  }
}
