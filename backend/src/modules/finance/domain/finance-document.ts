import type { FinanceDocumentKind, FinanceDocumentStatus } from '@bo/shared';
import type { Aggregate } from '../../../core/event-store/aggregate';
import { AppError } from '../../../core/errors/app-error';
import {
  type DocumentContent,
  type DocumentSource,
  FINANCE_DOCUMENT_EVENT_VERSION,
  FINANCE_DOCUMENT_STREAM_TYPE,
  type FinanceDocumentEvent,
} from './finance-document.events';

/** What the decisions need, folded from the stream. */
export interface FinanceDocumentState {
  exists: boolean;
  documentId: string | null;
  kind: FinanceDocumentKind | null;
  status: FinanceDocumentStatus | null;
  documentNo: string | null;
  content: DocumentContent | null;
}

const initialState: FinanceDocumentState = {
  exists: false,
  documentId: null,
  kind: null,
  status: null,
  documentNo: null,
  content: null,
};

export type FinanceDocumentCommand =
  | {
      type: 'Draft';
      documentId: string;
      kind: FinanceDocumentKind;
      content: DocumentContent;
      source: DocumentSource | null;
      issue: boolean;
    }
  | { type: 'Revise'; content: DocumentContent; issue: boolean }
  | { type: 'Issue' }
  | { type: 'Deactivate'; reason: string }
  | { type: 'Allocate'; allocations: DocumentContent['allocations'] };

/** The number and instant an issue gets (assigned by the write path in the issuing transaction). */
export interface Assigned {
  documentNo: string;
  issuedAt: string;
}

function evolve(state: FinanceDocumentState, event: FinanceDocumentEvent): FinanceDocumentState {
  switch (event.type) {
    case 'FinanceDocumentDrafted':
      return {
        ...state,
        exists: true,
        documentId: event.data.documentId,
        kind: event.data.kind,
        status: 'DRAFT',
        content: event.data.content,
      };
    case 'FinanceDraftUpdated':
      return { ...state, content: event.data.content };
    case 'FinanceDocumentIssued':
      return { ...state, status: 'ISSUED', documentNo: event.data.documentNo, content: event.data.content };
    case 'FinanceDocumentDeactivated':
      return { ...state, status: 'DEACTIVATED' };
    case 'FinanceReceiptAllocated':
      return {
        ...state,
        content: { ...state.content!, allocations: [...state.content!.allocations, ...event.data.allocations] },
      };
  }
}

/** A finance document as the core aggregate store folds it (stream `finance-document-<id>`). */
export const financeDocument: Aggregate<FinanceDocumentState, FinanceDocumentEvent> = {
  streamType: FINANCE_DOCUMENT_STREAM_TYPE,
  schemaVersion: FINANCE_DOCUMENT_EVENT_VERSION,
  initialState: () => initialState,
  evolve,
};

/** Whether the command issues (so the write path takes a number for it first). */
export const issues = (command: FinanceDocumentCommand): boolean =>
  command.type === 'Issue' || ((command.type === 'Draft' || command.type === 'Revise') && command.issue);

/**
 * The lifecycle: a draft changes freely; issuing numbers it and makes it read-only; deactivating
 * voids it with a reason (an issued document stays on record, numbered). `assigned` is the number
 * the write path took when `issues(command)`.
 */
export function decide(
  command: FinanceDocumentCommand,
  state: FinanceDocumentState,
  assigned: Assigned | null,
): FinanceDocumentEvent[] {
  if (command.type === 'Draft') {
    if (state.exists) throw new AppError('CONCURRENCY_CONFLICT');
    const { documentId, kind, content, source } = command;
    const drafted: FinanceDocumentEvent = { type: 'FinanceDocumentDrafted', data: { documentId, kind, content, source } };
    return command.issue ? [drafted, issued(documentId, kind, content, assigned)] : [drafted];
  }

  if (!state.exists || !state.documentId || !state.kind || !state.content) throw new AppError('FINANCE_DOCUMENT_NOT_FOUND');
  const { documentId, kind } = state;
  if (state.status === 'DEACTIVATED') throw new AppError('DOCUMENT_DEACTIVATED_READ_ONLY');

  switch (command.type) {
    case 'Revise': {
      if (state.status === 'ISSUED') throw new AppError('DOCUMENT_ISSUED_READ_ONLY', { documentNo: state.documentNo });
      const updated: FinanceDocumentEvent = { type: 'FinanceDraftUpdated', data: { documentId, kind, content: command.content } };
      return command.issue ? [updated, issued(documentId, kind, command.content, assigned)] : [updated];
    }
    case 'Issue':
      if (state.status === 'ISSUED') throw new AppError('DOCUMENT_ALREADY_ISSUED', { documentNo: state.documentNo });
      return [issued(documentId, kind, state.content, assigned)];
    case 'Allocate': {
      if (kind !== 'RECEIPT') throw new AppError('FINANCE_DOCUMENT_NOT_FOUND');
      if (state.status !== 'ISSUED') throw new AppError('DOCUMENT_NOT_ISSUED');
      const allocated = [...state.content.allocations, ...command.allocations].reduce((sum, a) => sum + a.amount, 0);
      const amount = state.content.amount ?? 0;
      if (allocated > amount) throw new AppError('RECEIPT_ALLOCATION_EXCEEDS_RECEIPT', { allocated, amount });
      if (command.allocations.length === 0) return [];
      return [
        {
          type: 'FinanceReceiptAllocated',
          data: { documentId, documentNo: state.documentNo!, allocations: command.allocations },
        },
      ];
    }
    case 'Deactivate': {
      const reason = command.reason.trim();
      if (!reason) throw new AppError('DEACTIVATION_REASON_REQUIRED');
      return [{ type: 'FinanceDocumentDeactivated', data: { documentId, kind, documentNo: state.documentNo, reason } }];
    }
  }
}

function issued(
  documentId: string,
  kind: FinanceDocumentKind,
  content: DocumentContent,
  assigned: Assigned | null,
): FinanceDocumentEvent {
  // Invoices and notes charge or credit lines; a receipt records money received.
  if (kind !== 'RECEIPT' && content.revenueLines.length === 0) throw new AppError('DOCUMENT_LINES_REQUIRED');
  if (!assigned) throw new Error('issuing needs the number the write path assigns');
  return {
    type: 'FinanceDocumentIssued',
    data: { documentId, kind, documentNo: assigned.documentNo, issuedAt: assigned.issuedAt, content },
  };
}
