import { Query } from '@nestjs/cqrs';
import type { CreditListItem, CreditListQuery } from '@bo/shared';
import type { Page } from '../../../../core/read-side/paged-list';
import type { Actor } from '../../../../core/context/request-context';
import type { CreditBook } from '../../commands/credit-accounts';

/** Balances per organization and currency, filtered, sorted and paged (an agency user: its own). */
export class GetCreditList extends Query<Page<CreditListItem>> {
  constructor(
    readonly actor: Actor,
    readonly book: CreditBook,
    readonly query: CreditListQuery,
  ) {
    super();
  }
}
