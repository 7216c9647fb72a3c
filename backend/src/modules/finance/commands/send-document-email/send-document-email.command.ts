import { Command } from '@nestjs/cqrs';
import type { DocumentEmailResult, Language } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';

/** `sendInvoiceEmail`: the invoice's PDF e-mailed to `email`, else to the buyer organization's address. */
export class SendDocumentEmail extends Command<DocumentEmailResult> {
  constructor(
    readonly actor: Actor,
    readonly documentId: string,
    readonly email: string | undefined,
    readonly language: Language | undefined,
  ) {
    super();
  }
}
