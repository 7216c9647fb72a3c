import {
  ACCOUNTING_CATEGORY,
  FINANCE_DOCUMENT_STATUS,
  INVOICE_PAYMENT_STATUS,
  labelOf,
  optionsOf,
  PRODUCT_CATEGORY,
  screenPath,
  type FinanceDocumentStatus,
  type InvoicePaymentStatus,
  type Language,
} from '@bo/shared';
import type { StatusTone } from '../../ui/StatusChip';
import type { DocumentKindDefinition } from './document-kinds';

/** A document's status chip: issued green, deactivated red, a draft in the brand colour. */
export const statusChip = (status: FinanceDocumentStatus, language: Language): { label: string; tone: StatusTone } => ({
  label: labelOf(FINANCE_DOCUMENT_STATUS, status, language),
  tone: status === 'ISSUED' ? 'success' : status === 'DEACTIVATED' ? 'error' : 'primary',
});

/** An invoice's payment chip: paid green, not paid red, partly paid or reversed in the brand colour. */
export const paymentChip = (status: InvoicePaymentStatus, language: Language): { label: string; tone: StatusTone } => ({
  label: labelOf(INVOICE_PAYMENT_STATUS, status, language),
  tone: status === 'PAID' ? 'success' : status === 'NOT_PAID' ? 'error' : 'primary',
});

/** The categories a kind offers: an invoice sells products, notes and receipts add the adjustment reasons. */
export const categoryValues = (definition: DocumentKindDefinition) =>
  definition.kind === 'INVOICE' ? PRODUCT_CATEGORY : ACCOUNTING_CATEGORY;

/**
 * The category choices of a form, in the UI language: the kind's categories that are not
 * deactivated (`inactive`), plus `keep` (a draft's own, even if deactivated since).
 */
export function categoryOptions(
  definition: DocumentKindDefinition,
  language: Language,
  inactive: ReadonlySet<string>,
  keep?: string,
) {
  return optionsOf(categoryValues(definition), language)
    .filter((option) => !inactive.has(option.value) || option.value === keep)
    .map((option) => ({ value: String(option.value), label: option.label }));
}

/** Where one document opens (its form, or its read-only view once issued). */
export const documentPath = (definition: DocumentKindDefinition, documentId: string) =>
  `${screenPath(definition.screens.addEdit)}?id=${encodeURIComponent(documentId)}`;

/** A new note against an issued invoice: the note's form with the invoice named. */
export const notePath = (definition: DocumentKindDefinition, invoiceNo: string) =>
  `${screenPath(definition.screens.addEdit)}?invoiceNo=${encodeURIComponent(invoiceNo)}`;

/** Where an issued document opens by its number (a statement's row names no id). */
export const documentNoPath = (definition: DocumentKindDefinition, documentNo: string) =>
  `${screenPath(definition.screens.addEdit)}?no=${encodeURIComponent(documentNo)}`;
