import { Command } from '@nestjs/cqrs';
import type { CreditAdjustmentBody, CreditCommandResult } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';

/** A credit note (adds to the balance) or a debit note (takes from it, never below zero available); staff. */
export class AdjustBalance extends Command<CreditCommandResult> {
  constructor(
    readonly actor: Actor,
    readonly kind: 'CREDIT_NOTE' | 'DEBIT_NOTE',
    readonly body: CreditAdjustmentBody,
  ) {
    super();
  }
}
