import { Command } from '@nestjs/cqrs';
import type { FinanceDocumentResult } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';
import type { DocumentFamily } from '../document-families';

/** Void a document with a reason: a draft is dropped from work, an issued one stays on record, numbered, reversed. */
export class DeactivateDocument extends Command<FinanceDocumentResult> {
  constructor(
    readonly actor: Actor,
    readonly family: DocumentFamily,
    readonly documentId: string,
    readonly reason: string,
  ) {
    super();
  }
}
