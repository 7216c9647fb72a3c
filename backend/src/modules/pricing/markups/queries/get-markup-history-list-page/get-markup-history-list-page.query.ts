import { Query } from '@nestjs/cqrs';
import type { MarkupHistoryItem, MarkupHistoryPageQuery } from '@bo/shared';
import type { Actor } from '../../../../../core/context/request-context';
import type { Page } from '../../../../../core/read-side/paged-list';

/** Versions of every mark-up (or of one), newest first, with who, why and what changed. */
export class GetMarkupHistoryListPage extends Query<Page<MarkupHistoryItem>> {
  constructor(
    readonly actor: Actor,
    readonly query: MarkupHistoryPageQuery,
  ) {
    super();
  }
}
