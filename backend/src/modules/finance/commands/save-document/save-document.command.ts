import { Command } from '@nestjs/cqrs';
import type { FinanceDocumentKind, FinanceDocumentResult } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';
import type { DocumentFields } from '../document-content';
import type { DocumentFamily } from '../document-families';

/**
 * Insert (no `documentId`: a new draft of `kind`) or update (a draft of the family) a document's
 * fields; `issue` issues it in the same transaction.
 */
export class SaveDocument extends Command<FinanceDocumentResult> {
  constructor(
    readonly actor: Actor,
    readonly family: DocumentFamily,
    readonly target: { kind: FinanceDocumentKind } | { documentId: string },
    readonly fields: DocumentFields,
    readonly issue: boolean,
  ) {
    super();
  }
}
