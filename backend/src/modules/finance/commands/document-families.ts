import type { FinanceDocumentKind, SuccessCode } from '@bo/shared';

/** The three families of calls (spec section 7): /finance/invoice, /finance/note (credit and debit), /finance/receipt. */
export type DocumentFamily = 'INVOICE' | 'NOTE' | 'RECEIPT';

export const familyOf = (kind: FinanceDocumentKind): DocumentFamily =>
  kind === 'INVOICE' ? 'INVOICE' : kind === 'RECEIPT' ? 'RECEIPT' : 'NOTE';

export const KINDS_OF: Record<DocumentFamily, FinanceDocumentKind[]> = {
  INVOICE: ['INVOICE'],
  NOTE: ['CREDIT_NOTE', 'DEBIT_NOTE'],
  RECEIPT: ['RECEIPT'],
};

type Outcome = 'ADDED' | 'UPDATED' | 'ISSUED' | 'DEACTIVATED';
const TOAST_PREFIX: Record<FinanceDocumentKind, string> = {
  INVOICE: 'INVOICE',
  CREDIT_NOTE: 'CREDIT_NOTE',
  DEBIT_NOTE: 'DEBIT_NOTE',
  RECEIPT: 'RECEIPT',
};
/** The toast of a write: INVOICE_ADDED, CREDIT_NOTE_ISSUED, ... (shared/src/contexts/finance/success.ts). */
export const toastOf = (kind: FinanceDocumentKind, outcome: Outcome) => `${TOAST_PREFIX[kind]}_${outcome}` as SuccessCode;
