import { Command } from '@nestjs/cqrs';
import type { FinanceDocumentResult } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';
import type { DocumentFamily } from '../document-families';

/** Issue a draft of the family: its number is assigned and it is read-only from then on. */
export class IssueDocument extends Command<FinanceDocumentResult> {
  constructor(
    readonly actor: Actor,
    readonly family: DocumentFamily,
    readonly documentId: string,
  ) {
    super();
  }
}
