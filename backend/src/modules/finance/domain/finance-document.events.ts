import type { FinanceDocument, FinanceDocumentKind, Language } from '@bo/shared';

export const FINANCE_DOCUMENT_STREAM_TYPE = 'finance-document';
export const FINANCE_DOCUMENT_EVENT_VERSION = 1;
/** One stream per document, named by its id (drafts have no number yet). */
export const financeDocumentStreamId = (documentId: string) => `finance-document-${documentId}`;

/**
 * What a document says, as the API computed it from the request (line amounts, taxes and totals
 * included, frozen with the event), with the names it showed then (the organization's) and the
 * ids of the invoices it names (a note's invoice, a receipt's allocations).
 */
export type DocumentContent = Omit<
  FinanceDocument,
  | 'documentId'
  | 'kind'
  | 'status'
  | 'documentNo'
  | 'outstanding'
  | 'paymentStatus'
  | 'source'
  | 'deactivationReason'
  | 'issuedAt'
  | 'createdAt'
  | 'updatedAt'
  | 'allocations'
> & {
  /** A note's invoice. */
  invoiceId: string | null;
  allocations: { invoiceNo: string; invoiceId: string; amount: number }[];
  /** The buyer's language: the PDF and the e-mail are in it. */
  language: Language;
};

/** The booking event an automatic document was made from (one document per event and kind). */
export interface DocumentSource {
  bookingRef: string;
  /** The booking event's type and id. */
  event: string;
  eventId: string;
}

export interface FinanceDocumentDrafted {
  documentId: string;
  kind: FinanceDocumentKind;
  content: DocumentContent;
  source: DocumentSource | null;
}
export interface FinanceDraftUpdated {
  documentId: string;
  kind: FinanceDocumentKind;
  content: DocumentContent;
}
/** Numbered and read-only from now on; `content` is what was issued (for the PDF, e-invoice and receivables). */
export interface FinanceDocumentIssued {
  documentId: string;
  kind: FinanceDocumentKind;
  documentNo: string;
  issuedAt: string;
  content: DocumentContent;
}
export interface FinanceDocumentDeactivated {
  documentId: string;
  kind: FinanceDocumentKind;
  /** Null: a draft voided before it was issued. */
  documentNo: string | null;
  reason: string;
}

/** An issued receipt's money not yet allocated goes to invoices (reconciliation: a payment made before its invoice). */
export interface FinanceReceiptAllocated {
  documentId: string;
  documentNo: string;
  allocations: DocumentContent['allocations'];
}

export type FinanceDocumentEvent =
  | { type: 'FinanceDocumentDrafted'; data: FinanceDocumentDrafted }
  | { type: 'FinanceDraftUpdated'; data: FinanceDraftUpdated }
  | { type: 'FinanceDocumentIssued'; data: FinanceDocumentIssued }
  | { type: 'FinanceDocumentDeactivated'; data: FinanceDocumentDeactivated }
  | { type: 'FinanceReceiptAllocated'; data: FinanceReceiptAllocated };

export const FINANCE_DOCUMENT_EVENT_TYPES: readonly FinanceDocumentEvent['type'][] = [
  'FinanceDocumentDrafted',
  'FinanceDraftUpdated',
  'FinanceDocumentIssued',
  'FinanceDocumentDeactivated',
  'FinanceReceiptAllocated',
];
