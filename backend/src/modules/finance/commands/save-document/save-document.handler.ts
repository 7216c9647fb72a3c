import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { assertStaff } from '../../../../core/auth/tenancy';
import { UnitOfWork } from '../../../../core/database/unit-of-work';
import { AppError } from '../../../../core/errors/app-error';
import { actionResult } from '../../../../core/http/action-result';
import { findDocument } from '../../queries/finance-document-rows';
import { DocumentRules } from '../document-rules';
import { KINDS_OF, toastOf } from '../document-families';
import { FinanceDocumentWriter } from '../finance-document-writer.service';
import { SaveDocument } from './save-document.command';

@CommandHandler(SaveDocument)
export class SaveDocumentHandler implements ICommandHandler<SaveDocument> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly rules: DocumentRules,
    private readonly writer: FinanceDocumentWriter,
  ) {}

  async execute(command: SaveDocument) {
    try {
      return await this.save(command);
    } catch (error) {
      // Spec section 8: a new invoice that fails for a reason other than a refusal reads 'Failed to insert invoice.' (the cause is logged).
      const inserting = 'kind' in command.target && command.target.kind === 'INVOICE';
      if (inserting && !(error instanceof AppError)) throw Object.assign(new AppError('INVOICE_INSERT_FAILED'), { cause: error });
      throw error;
    }
  }

  private async save({ actor, family, target, fields, issue }: SaveDocument) {
    assertStaff(actor);
    const kinds = KINDS_OF[family];
    return this.uow.run(async (manager) => {
      const existing = 'documentId' in target ? await findDocument(manager, actor, kinds, target) : null;
      const kind = existing?.kind ?? ('kind' in target ? target.kind : null);
      if (!kind) throw new AppError('FINANCE_DOCUMENT_NOT_FOUND');
      // Read-only first, before any check of the new fields (the decide refuses it again under concurrency).
      if (existing?.status === 'ISSUED') throw new AppError('DOCUMENT_ISSUED_READ_ONLY', { documentNo: existing.documentNo });
      if (existing?.status === 'DEACTIVATED') throw new AppError('DOCUMENT_DEACTIVATED_READ_ONLY');
      const content = await this.rules.contentOf(manager, kind, fields);
      const documentId = existing?.documentId ?? randomUUID();
      await this.writer.execute(
        manager,
        documentId,
        existing ? { type: 'Revise', content, issue } : { type: 'Draft', documentId, kind, content, source: null, issue },
        kinds,
      );
      const document = await findDocument(manager, actor, kinds, { documentId });
      const outcome = issue ? 'ISSUED' : existing ? 'UPDATED' : 'ADDED';
      return { ...actionResult(toastOf(kind, outcome)), document };
    });
  }
}
