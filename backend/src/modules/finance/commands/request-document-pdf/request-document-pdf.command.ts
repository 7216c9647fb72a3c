import { Command } from '@nestjs/cqrs';
import type { ActionResult, FinanceDocumentKind, Language } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';

/** `generatepdf`: the document's PDF made in `language` (default the buyer's) when missing or stale. */
export class RequestDocumentPdf extends Command<ActionResult> {
  constructor(
    readonly actor: Actor,
    readonly kinds: readonly FinanceDocumentKind[],
    readonly documentId: string,
    readonly language: Language | undefined,
  ) {
    super();
  }
}
