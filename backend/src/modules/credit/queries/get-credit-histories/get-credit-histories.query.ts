import { Query } from '@nestjs/cqrs';
import type { CreditHistoryItem, CreditHistoryQuery } from '@bo/shared';
import type { Page } from '../../../../core/read-side/paged-list';
import type { Actor } from '../../../../core/context/request-context';
import type { CreditBook } from '../../commands/credit-accounts';

/** One account's history with the running balance per entry; filters, sorting, paging. */
export class GetCreditHistories extends Query<Page<CreditHistoryItem>> {
  constructor(
    readonly actor: Actor,
    readonly book: CreditBook,
    readonly query: CreditHistoryQuery,
  ) {
    super();
  }
}
