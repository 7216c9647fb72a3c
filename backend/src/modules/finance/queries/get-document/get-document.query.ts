import { Query } from '@nestjs/cqrs';
import type { DocumentRef, FinanceDocument } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';
import type { DocumentFamily } from '../../commands/document-families';

/** getbyno: one document of the family by number (or id, for drafts), if the actor may see it. */
export class GetDocument extends Query<FinanceDocument> {
  constructor(
    readonly actor: Actor,
    readonly family: DocumentFamily,
    readonly ref: DocumentRef,
    /** Notes: credit or debit only (their getbyno calls are per kind). */
    readonly kind?: 'CREDIT_NOTE' | 'DEBIT_NOTE',
  ) {
    super();
  }
}
