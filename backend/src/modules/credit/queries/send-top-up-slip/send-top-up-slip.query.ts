import { Query } from '@nestjs/cqrs';
import type { Response } from 'express';
import type { Actor } from '../../../../core/context/request-context';
import type { CreditBook } from '../../commands/credit-accounts';

/** A top-up's bank-in slip, for its organization and the provider's staff only (a download). */
export class SendTopUpSlip extends Query<void> {
  constructor(
    readonly actor: Actor,
    readonly book: CreditBook,
    readonly topUpId: string,
    readonly res: Response,
  ) {
    super();
  }
}
