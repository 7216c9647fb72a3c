import {
  actionResultSchema,
  agingSchema,
  statementSchema,
  type AgingQuery,
  type SetPeriodLockRequest,
  type StatementQuery,
  financeCategoriesSchema,
  financeDocumentPageSchema,
  financeDocumentResultSchema,
  financeDocumentSchema,
  periodLockSchema,
  type FinanceDocumentKind,
  type InsertInvoiceRequest,
  type InsertNoteRequest,
  type InsertReceiptRequest,
  type UpdateInvoiceRequest,
  type UpdateNoteRequest,
  type UpdateReceiptRequest,
} from '@bo/shared';
import { z } from 'zod';
import { api } from '../../lib/api';
import { endpointsOf } from '../../lib/endpoints';
import type { ListQuery } from '../../ui/resource';
import { kindOf } from './document-kinds';

/** The shell's list query with the kind the screen fixes (ResourceList `fixedQuery`), taken off before sending. */
export type DocumentListQuery = ListQuery & { kind?: string };
type Kinded<T> = T & { kind: FinanceDocumentKind };

export type InsertDocumentRequest = InsertInvoiceRequest | InsertNoteRequest | InsertReceiptRequest;
export type UpdateDocumentRequest = UpdateInvoiceRequest | UpdateNoteRequest | UpdateReceiptRequest;

const DOCUMENTS = 'FinanceDocument' as const;
const listTag = (kind: FinanceDocumentKind) => ({ type: DOCUMENTS, id: `LIST-${kind}` });
/**
 * A write makes its kind's list stale, the document itself, and invoice lists too: notes and
 * receipts change an invoice's outstanding amount and payment status.
 */
const writeTags = (kind: FinanceDocumentKind, documentId?: string) => [
  listTag(kind),
  listTag('INVOICE'),
  ...(documentId ? [{ type: DOCUMENTS, id: documentId }] : []),
  { type: DOCUMENTS, id: 'ONE' },
];

const pdfRequestedSchema = z.object({ code: z.string(), message: z.string() });
/** bo/General/sendInvoiceEmail's answer (DOCUMENT_EMAIL_QUEUED names the address in its message). */
const emailQueuedSchema = z.object({ code: z.string(), message: z.string(), email: z.string().optional() });
export interface SendEmailRequest {
  documentId: string;
  /** Absent: the buyer organization's address. */
  email?: string;
  language?: 'en' | 'ms';
}
const RECEIVABLES = 'Receivables' as const;

/**
 * The finance documents' calls (issue 27), one endpoint per call for every kind: the argument
 * names the kind, whose definition (document-kinds.ts) gives the path.
 */
export const invoicingApi = api.enhanceEndpoints({ addTagTypes: [DOCUMENTS, 'PeriodLock', RECEIVABLES] }).injectEndpoints({
  endpoints: (build) => {
    const { read, write } = endpointsOf(build);
    return {
      documentList: read(
        ({ kind, ...query }: DocumentListQuery) => {
          const { list } = kindOf((kind ?? 'INVOICE') as FinanceDocumentKind).api;
          // The notes' lists take the query as a body; the others as the query string.
          return list.method === 'GET' ? { url: list.path, params: query } : { url: list.path, method: 'POST', body: query };
        },
        financeDocumentPageSchema,
        (_result, _error, { kind }) => [listTag((kind ?? 'INVOICE') as FinanceDocumentKind)],
      ),
      /** One document by its number (issued) or its id (a draft). */
      document: read(
        ({ kind, ...ref }: Kinded<{ documentNo?: string; documentId?: string }>) => ({
          url: kindOf(kind).api.getByNo,
          method: 'POST',
          body: ref,
        }),
        financeDocumentSchema,
        (result) => [{ type: DOCUMENTS, id: 'ONE' }, ...(result ? [{ type: DOCUMENTS, id: result.documentId }] : [])],
      ),
      categories: read(
        (kind: FinanceDocumentKind) => kindOf(kind).api.categories,
        financeCategoriesSchema,
        (_result, _error, kind) => [{ type: DOCUMENTS, id: `CATEGORIES-${kind}` }],
      ),
      insertDocument: write(
        ({ kind, body }: Kinded<{ body: InsertDocumentRequest }>) => ({ url: kindOf(kind).api.insert, method: 'POST', body }),
        financeDocumentResultSchema,
        (_result, _error, { kind }) => writeTags(kind),
      ),
      updateDocument: write(
        ({ kind, body }: Kinded<{ body: UpdateDocumentRequest }>) => ({ url: kindOf(kind).api.update, method: 'POST', body }),
        financeDocumentResultSchema,
        (_result, _error, { kind, body }) => writeTags(kind, body.documentId),
      ),
      issueDocument: write(
        ({ kind, documentId }: Kinded<{ documentId: string }>) => ({
          url: kindOf(kind).api.issue,
          method: 'POST',
          body: { documentId },
        }),
        financeDocumentResultSchema,
        (_result, _error, { kind, documentId }) => writeTags(kind, documentId),
      ),
      deactivateDocument: write(
        ({ kind, ...body }: Kinded<{ documentId: string; reason: string }>) => ({
          url: kindOf(kind).api.deactivate,
          method: 'POST',
          body,
        }),
        financeDocumentResultSchema,
        (_result, _error, { kind, documentId }) => writeTags(kind, documentId),
      ),
      generatePdf: write(
        ({ kind, ...body }: Kinded<{ documentId: string; language?: 'en' | 'ms' }>) => ({
          url: kindOf(kind).api.generatePdf,
          method: 'POST',
          body,
        }),
        pdfRequestedSchema,
      ),
      periodLock: read(() => 'finance/period-lock', periodLockSchema, ['PeriodLock']),
      setPeriodLock: write(
        (body: SetPeriodLockRequest) => ({ url: 'finance/period-lock', method: 'POST', body }),
        actionResultSchema,
        ['PeriodLock'],
      ),
      sendInvoiceEmail: write(
        (body: SendEmailRequest) => ({ url: 'bo/General/sendInvoiceEmail', method: 'POST', body }),
        emailQueuedSchema,
      ),
      /** What organizations owe per currency in buckets of days past due, as of a day (agency users: their own). */
      aging: read((params: AgingQuery) => ({ url: 'finance/receivables/aging', params }), agingSchema, [
        RECEIVABLES,
        listTag('INVOICE'),
      ]),
      statement: read((params: StatementQuery) => ({ url: 'finance/receivables/statement', params }), statementSchema, [
        RECEIVABLES,
        listTag('INVOICE'),
      ]),
    };
  },
});

export const {
  useDocumentListQuery,
  useLazyDocumentListQuery,
  useDocumentQuery,
  useCategoriesQuery,
  useInsertDocumentMutation,
  useUpdateDocumentMutation,
  useIssueDocumentMutation,
  useDeactivateDocumentMutation,
  useGeneratePdfMutation,
  usePeriodLockQuery,
  useSetPeriodLockMutation,
  useSendInvoiceEmailMutation,
  useAgingQuery,
  useStatementQuery,
} = invoicingApi;
