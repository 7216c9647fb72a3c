import { Query } from '@nestjs/cqrs';
import type { CreditHistoryExport } from '@bo/shared';
import type { Response } from 'express';
import type { Actor } from '../../../../core/context/request-context';
import type { CreditBook } from '../../commands/credit-accounts';

/** The filtered history as CSV or XLSX, written to the response (a download). */
export class ExportCreditHistories extends Query<void> {
  constructor(
    readonly actor: Actor,
    readonly book: CreditBook,
    readonly query: CreditHistoryExport,
    readonly res: Response,
  ) {
    super();
  }
}
