import {
  type CostLine,
  costLineAmount,
  DEFAULT_PAYMENT_TERM_DAYS,
  documentTotals,
  FINANCE_DOCUMENT_TOTAL_MAX,
  type FinanceDocumentKind,
  type InvoiceFields,
  type Language,
  type NoteFields,
  type ReceiptFields,
  type RevenueLine,
  revenueLineTotals,
} from '@bo/shared';
import { AppError } from '../../../core/errors/app-error';
import type { DocumentContent } from '../domain/finance-document.events';

/** The validated body of an insert or update, by kind. */
export type DocumentFields = InvoiceFields | NoteFields | ReceiptFields;

/** What the write path looked up for the fields: names shown on the document and the ids of the invoices it names. */
export interface ResolvedNames {
  organizationName: string | null;
  /** A note's invoice. */
  invoiceId: string | null;
  /** A receipt's allocations, by invoice number. */
  invoiceIds: Record<string, string>;
  language: Language;
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The content a document's event records: the request's fields, every amount computed here (the
 * request never sends one), the names resolved. Pure; the write path resolves the names first.
 */
export function documentContent(kind: FinanceDocumentKind, fields: DocumentFields, names: ResolvedNames): DocumentContent {
  const trip = 'revenueLines' in fields ? fields : null;
  const revenueLines: RevenueLine[] = trip?.revenueLines ?? [];
  const costLines: CostLine[] = trip?.costLines ?? [];
  const totals = documentTotals(revenueLines, costLines);
  if (totals.total > FINANCE_DOCUMENT_TOTAL_MAX || totals.costTotal > FINANCE_DOCUMENT_TOTAL_MAX) {
    throw new AppError('DOCUMENT_TOTAL_TOO_LARGE', { max: FINANCE_DOCUMENT_TOTAL_MAX });
  }
  const receipt = kind === 'RECEIPT' ? (fields as ReceiptFields) : null;
  const note = kind === 'CREDIT_NOTE' || kind === 'DEBIT_NOTE' ? (fields as NoteFields) : null;
  const invoice = kind === 'INVOICE' ? (fields as InvoiceFields) : null;
  return {
    documentDate: fields.documentDate,
    dueDate: invoice ? (invoice.dueDate ?? addDays(fields.documentDate, DEFAULT_PAYMENT_TERM_DAYS)) : null,
    currencyCode: fields.currencyCode,
    organizationId: fields.organizationId ?? null,
    organizationName: names.organizationName,
    ebillingContactId: fields.ebillingContactId ?? null,
    buyerName: fields.buyerName ?? null,
    category: fields.category,
    referenceNumber: fields.referenceNumber ?? null,
    bookingReference: fields.bookingReference ?? null,
    remark: fields.remark ?? null,
    descriptions: fields.descriptions ?? null,
    paymentMode: fields.paymentMode ?? null,
    handledBy: fields.handledBy ?? null,
    tourCode: trip?.tourCode ?? null,
    guestName: trip?.guestName ?? null,
    market: trip?.market ?? null,
    checkIn: trip?.checkIn ?? null,
    checkOut: trip?.checkOut ?? null,
    supplierReference: trip?.supplierReference ?? null,
    revenueLines: revenueLines.map((line) => ({
      ...line,
      roomNights: line.taxType === 'TOURISM_TAX' ? (line.roomNights ?? null) : null,
      ...revenueLineTotals(line),
    })),
    costLines: costLines.map((line) => ({
      ...line,
      bookingReference: line.bookingReference ?? null,
      amount: costLineAmount(line),
    })),
    totals: receipt
      ? { ...totals, subtotal: receipt.amount, total: receipt.amount, grossProfit: 0, grossProfitBasisPoints: null }
      : totals,
    invoiceNo: note?.invoiceNo ?? null,
    invoiceId: note ? names.invoiceId : null,
    reason: note?.reason ?? null,
    amount: receipt?.amount ?? null,
    allocations: (receipt?.allocations ?? []).map((a) => ({
      invoiceNo: a.invoiceNo,
      invoiceId: names.invoiceIds[a.invoiceNo]!,
      amount: a.amount,
    })),
    language: names.language,
  };
}
