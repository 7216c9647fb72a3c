import type { LocalizedText } from '../../errors/catalogue/types';
import { done } from '../../errors/success-wording';

/** The success toasts of finance documents (spec section 8: added, updated, deactivated) and what else finance does. */
export const SUCCESS_MESSAGES = {
  INVOICE_ADDED: done('added', 'Invoice', 'Invois'),
  INVOICE_UPDATED: done('updated', 'Invoice', 'Invois'),
  INVOICE_ISSUED: done('issued', 'Invoice', 'Invois'),
  INVOICE_DEACTIVATED: done('deactivated', 'Invoice', 'Invois'),
  CREDIT_NOTE_ADDED: done('added', 'Credit note', 'Nota kredit'),
  CREDIT_NOTE_UPDATED: done('updated', 'Credit note', 'Nota kredit'),
  CREDIT_NOTE_ISSUED: done('issued', 'Credit note', 'Nota kredit'),
  CREDIT_NOTE_DEACTIVATED: done('deactivated', 'Credit note', 'Nota kredit'),
  DEBIT_NOTE_ADDED: done('added', 'Debit note', 'Nota debit'),
  DEBIT_NOTE_UPDATED: done('updated', 'Debit note', 'Nota debit'),
  DEBIT_NOTE_ISSUED: done('issued', 'Debit note', 'Nota debit'),
  DEBIT_NOTE_DEACTIVATED: done('deactivated', 'Debit note', 'Nota debit'),
  RECEIPT_ADDED: done('added', 'Receipt', 'Resit'),
  RECEIPT_UPDATED: done('updated', 'Receipt', 'Resit'),
  RECEIPT_ISSUED: done('issued', 'Receipt', 'Resit'),
  RECEIPT_DEACTIVATED: done('deactivated', 'Receipt', 'Resit'),
  FINANCE_CATEGORY_DEACTIVATED: done('deactivated', 'Category', 'Kategori'),
  PERIOD_LOCK_SAVED: done('saved', 'Period lock', 'Kunci tempoh'),
  DOCUMENT_PDF_REQUESTED: {
    en: 'The PDF is being prepared; it will be ready to download shortly.',
    ms: 'PDF sedang disediakan; ia akan sedia untuk dimuat turun sebentar lagi.',
  },
  DOCUMENT_EMAIL_QUEUED: {
    en: 'The document will be e-mailed to {email} with its PDF attached.',
    ms: 'Dokumen akan dihantar melalui e-mel kepada {email} bersama PDFnya.',
  },
  // --- e-invoices
  EINVOICE_SUBMISSION_QUEUED: {
    en: 'The e-invoice of {documentNo} is being sent to MyInvois; its state updates on this screen.',
    ms: 'E-invois bagi {documentNo} sedang dihantar ke MyInvois; keadaannya dikemas kini pada skrin ini.',
  },
  EINVOICE_STATE_REFRESHED: {
    en: 'The e-invoice of {documentNo} is {state} at MyInvois.',
    ms: 'E-invois bagi {documentNo} ialah {state} di MyInvois.',
  },
  EINVOICE_CANCELLED: done('cancelled', 'E-invoice', 'E-invois'),
  EINVOICE_REJECTION_RECORDED: {
    en: "The buyer's rejection of the e-invoice of {documentNo} is recorded.",
    ms: 'Penolakan pembeli terhadap e-invois bagi {documentNo} telah direkodkan.',
  },
  // e-billing contacts
  EBILLING_CONTACT_CREATED: done('created', 'E-billing contact', 'Kenalan e-pengebilan'),
  EBILLING_CONTACT_UPDATED: done('updated', 'E-billing contact', 'Kenalan e-pengebilan'),
  EBILLING_CONTACT_REMOVED: {
    en: 'E-billing contact removed successfully. E-invoices already issued keep naming it.',
    ms: 'Kenalan e-pengebilan berjaya dialih keluar. E-invois yang telah dikeluarkan masih menamakannya.',
  },
} as const satisfies Record<string, LocalizedText>;
