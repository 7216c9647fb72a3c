import { Query } from '@nestjs/cqrs';
import type { FinanceDocumentKind, Language } from '@bo/shared';
import type { Response } from 'express';
import type { Actor } from '../../../../core/context/request-context';

/** `downloadInvoice`, `downloadCreditNote`, ...: the document's stored PDF written to the response as a download. */
export class SendDocumentPdf extends Query<void> {
  constructor(
    readonly actor: Actor,
    readonly kinds: readonly FinanceDocumentKind[],
    readonly ref: { documentId?: string; documentNo?: string },
    readonly language: Language | undefined,
    readonly res: Response,
  ) {
    super();
  }
}
