import { Injectable } from '@nestjs/common';
import type { FinanceDocumentKind } from '@bo/shared';
import type { EntityManager } from 'typeorm';
import { AggregateStores, type StoredEvent } from '../../../core/event-store';
import { AppError } from '../../../core/errors/app-error';
import { type Assigned, decide, financeDocument, type FinanceDocumentCommand, issues } from '../domain/finance-document';
import { financeDocumentStreamId } from '../domain/finance-document.events';
import { projectFinanceDocumentEvent } from '../read-models/finance-documents.read-model';
import { nextDocumentNo } from './document-numbers';
import { DocumentRules } from './document-rules';

/**
 * The finance documents' one write path: the core aggregate store (optimistic appends, retried),
 * with the checks that read the database, the number taken when the command issues, and the
 * inline read model, all in the command's transaction.
 */
@Injectable()
export class FinanceDocumentWriter {
  private readonly documents;

  constructor(
    stores: AggregateStores,
    private readonly rules: DocumentRules,
  ) {
    // One document, a few staff: low contention, no cache, no stream lock.
    this.documents = stores.create(financeDocument, { retries: 3 });
  }

  /** Decides `command` on the document's stream (one of `kinds`, else 404) in the caller's transaction. */
  execute(
    manager: EntityManager,
    documentId: string,
    command: FinanceDocumentCommand,
    kinds: readonly FinanceDocumentKind[],
  ): Promise<StoredEvent[]> {
    return this.documents.execute(
      {
        streamId: financeDocumentStreamId(documentId),
        newStream: command.type === 'Draft',
        decide: async (state, _version, m) => {
          if (command.type !== 'Draft' && state.kind && !kinds.includes(state.kind))
            throw new AppError('FINANCE_DOCUMENT_NOT_FOUND');
          const kind = command.type === 'Draft' ? command.kind : state.kind;
          const content = command.type === 'Draft' || command.type === 'Revise' ? command.content : state.content;
          const open = state.status !== 'ISSUED' && state.status !== 'DEACTIVATED';
          if (command.type === 'Deactivate' && kind && content && state.status !== 'DEACTIVATED') {
            await this.rules.assertDeactivatable(m, documentId, kind, content, state.status === 'ISSUED');
          }
          if (command.type === 'Allocate' && state.status === 'ISSUED')
            await this.rules.assertAllocatable(m, command.allocations);
          let assigned: Assigned | null = null;
          if (issues(command) && kind && content && open) {
            // The invoices it affects are locked before the sequence row, in every issuing transaction.
            await this.rules.assertIssuable(m, kind, content);
            const year = Number(content.documentDate.slice(0, 4));
            assigned = { documentNo: await nextDocumentNo(m, kind, year), issuedAt: new Date().toISOString() };
          }
          return { events: decide(command, state, assigned), reply: (stored) => stored };
        },
        afterAppend: async (m, stored) => {
          for (const event of stored) await projectFinanceDocumentEvent(m, event);
        },
      },
      manager,
    );
  }
}
