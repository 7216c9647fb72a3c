import { Query } from '@nestjs/cqrs';
import type { MarkupListItem, MarkupListPageQuery } from '@bo/shared';
import type { Actor } from '../../../../../core/context/request-context';
import type { Page } from '../../../../../core/read-side/paged-list';

/** Mark-ups filtered, sorted and paged. */
export class GetMarkupListPage extends Query<Page<MarkupListItem>> {
  constructor(
    readonly actor: Actor,
    readonly query: MarkupListPageQuery,
  ) {
    super();
  }
}
