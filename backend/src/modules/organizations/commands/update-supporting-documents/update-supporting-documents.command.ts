import { Command } from '@nestjs/cqrs';
import type { ActionResult, UpdateSupportingDocumentRequest } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';
import type { UploadedFile } from '../../../../core/storage/storage.service';

/** With `documentId`: one file replaces it. Without: the files are added (5 current documents at most). */
export class UpdateSupportingDocuments extends Command<ActionResult & { documentIds: string[] }> {
  constructor(
    readonly actor: Actor,
    readonly body: UpdateSupportingDocumentRequest,
    readonly files: UploadedFile[],
  ) {
    super();
  }
}
