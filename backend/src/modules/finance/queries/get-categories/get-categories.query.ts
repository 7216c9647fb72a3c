import { Query } from '@nestjs/cqrs';
import type { AccountingCategory } from '@bo/shared';
import type { DocumentFamily } from '../../commands/document-families';

/** The family's categories and whether each may go on new documents. */
export class GetCategories extends Query<{ category: AccountingCategory; active: boolean }[]> {
  constructor(readonly family: DocumentFamily) {
    super();
  }
}
