import { Query } from '@nestjs/cqrs';
import type { MarkupListItem, MarkupListQuery } from '@bo/shared';
import type { Actor } from '../../../../../core/context/request-context';

/** Every mark-up matching the filters, by name. */
export class GetMarkupList extends Query<MarkupListItem[]> {
  constructor(
    readonly actor: Actor,
    readonly query: MarkupListQuery,
  ) {
    super();
  }
}
