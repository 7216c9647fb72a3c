import { Query } from '@nestjs/cqrs';
import type { FinanceDocumentKind, FinanceDocumentListFilters, FinanceDocumentPage } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';

/** getall: the documents of `kinds` the actor may see, filtered, sorted and paged, with per-currency totals. */
export class GetDocumentPage extends Query<FinanceDocumentPage> {
  constructor(
    readonly actor: Actor,
    readonly kinds: readonly FinanceDocumentKind[],
    readonly query: FinanceDocumentListFilters,
  ) {
    super();
  }
}
