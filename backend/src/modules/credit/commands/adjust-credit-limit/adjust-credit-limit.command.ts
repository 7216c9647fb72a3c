import { Command } from '@nestjs/cqrs';
import type { CreditLimitTopUpBody, CreditCommandResult } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';

/** Raise (or, negative, lower) an agency's credit limit; staff. */
export class AdjustCreditLimit extends Command<CreditCommandResult> {
  constructor(
    readonly actor: Actor,
    readonly body: CreditLimitTopUpBody,
  ) {
    super();
  }
}
