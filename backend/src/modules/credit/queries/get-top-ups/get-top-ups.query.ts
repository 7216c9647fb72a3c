import { Query } from '@nestjs/cqrs';
import type { TopUpItem, TopUpListQuery } from '@bo/shared';
import type { Page } from '../../../../core/read-side/paged-list';
import type { Actor } from '../../../../core/context/request-context';
import type { CreditBook } from '../../commands/credit-accounts';

/** Top-ups by status, currency and payment type; sorted and paged. */
export class GetTopUps extends Query<Page<TopUpItem>> {
  constructor(
    readonly actor: Actor,
    readonly book: CreditBook,
    readonly query: TopUpListQuery,
  ) {
    super();
  }
}
