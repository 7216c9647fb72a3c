import { Query } from '@nestjs/cqrs';
import type { MarkupSummaryItem, MarkupSummaryPageQuery } from '@bo/shared';
import type { Actor } from '../../../../../core/context/request-context';
import type { Page } from '../../../../../core/read-side/paged-list';

/** Mark-ups counted per group and product, paged. */
export class GetMarkupSummaryListPage extends Query<Page<MarkupSummaryItem>> {
  constructor(
    readonly actor: Actor,
    readonly query: MarkupSummaryPageQuery,
  ) {
    super();
  }
}
