import { PERMISSIONS, type FinanceDocumentKind, type MenuCode, type ScreenKey } from '@bo/shared';

/** Which parts of the document form a kind has. */
export type DocumentShape = 'trip' | 'receipt';

/**
 * One finance document kind as the screens see it: its API paths, who may do what, its screens,
 * where its strings are and which parts of the form it has. The list, form and view are written
 * once over this (invoices, credit notes, debit notes, receipts differ only here).
 */
export interface DocumentKindDefinition {
  kind: FinanceDocumentKind;
  /** Key of the kind's strings in locales (`kinds.<key>.*`) and of its test ids. */
  key: 'invoice' | 'creditNote' | 'debitNote' | 'receipt';
  menu: MenuCode;
  shape: DocumentShape;
  /** Invoices have a due date and a payment status; notes name an invoice and a reason. */
  dueDate: boolean;
  paymentStatus: boolean;
  namesInvoice: boolean;
  screens: { manage: ScreenKey; addEdit: ScreenKey };
  permissions: { view: string; create: string; edit: string; approve: string };
  /** Paths under /api/v1 (docs: the finance routes). */
  api: {
    insert: string;
    update: string;
    issue: string;
    deactivate: string;
    getByNo: string;
    list: { method: 'GET' | 'POST'; path: string };
    categories: string;
    deactivateCategory: string;
    generatePdf: string;
    download: string;
  };
}

const INVOICE: DocumentKindDefinition = {
  kind: 'INVOICE',
  key: 'invoice',
  menu: 'invoices',
  shape: 'trip',
  dueDate: true,
  paymentStatus: true,
  namesInvoice: false,
  screens: { manage: 'manageInvoice', addEdit: 'addEditInvoice' },
  permissions: {
    view: PERMISSIONS.invoicesView,
    create: PERMISSIONS.invoicesCreate,
    edit: PERMISSIONS.invoicesEdit,
    approve: PERMISSIONS.invoicesApprove,
  },
  api: {
    insert: 'finance/invoice/insert',
    update: 'finance/invoice/update',
    issue: 'finance/invoice/issue',
    deactivate: 'finance/invoice/deactivate',
    getByNo: 'finance/invoice/getbyno',
    list: { method: 'GET', path: 'finance/invoice/getall' },
    categories: 'finance/invoice/categories',
    deactivateCategory: 'finance/invoice/deactivateCategory',
    generatePdf: 'finance/invoice/generatepdf',
    download: 'bo/Download/downloadInvoice',
  },
};

/** Credit and debit notes share every call but insert, list, lookup and the PDF. */
function note(kind: 'CREDIT_NOTE' | 'DEBIT_NOTE'): DocumentKindDefinition {
  const credit = kind === 'CREDIT_NOTE';
  const which = credit ? 'credit' : 'debit';
  const permissions = credit
    ? {
        view: PERMISSIONS.creditNotesView,
        create: PERMISSIONS.creditNotesCreate,
        edit: PERMISSIONS.creditNotesEdit,
        approve: PERMISSIONS.creditNotesApprove,
      }
    : {
        view: PERMISSIONS.debitNotesView,
        create: PERMISSIONS.debitNotesCreate,
        edit: PERMISSIONS.debitNotesEdit,
        approve: PERMISSIONS.debitNotesApprove,
      };
  return {
    kind,
    key: credit ? 'creditNote' : 'debitNote',
    menu: credit ? 'credit-notes' : 'debit-notes',
    shape: 'trip',
    dueDate: false,
    paymentStatus: false,
    namesInvoice: true,
    screens: credit
      ? { manage: 'manageCreditNote', addEdit: 'addEditCreditNote' }
      : { manage: 'manageDebitNote', addEdit: 'addEditDebitNote' },
    permissions,
    api: {
      insert: `finance/note/${which}/insert`,
      update: 'finance/note/update',
      issue: 'finance/note/issue',
      deactivate: 'finance/note/deactivate',
      getByNo: `finance/note/${which}/getbyno`,
      list: { method: 'POST', path: `finance/note/${which}/getall` },
      categories: 'finance/note/categories',
      deactivateCategory: 'finance/note/deactivateCategory',
      generatePdf: `finance/note/${which}/generatepdf`,
      download: credit ? 'bo/Download/downloadCreditNote' : 'bo/Download/downloadDebitNote',
    },
  };
}

const RECEIPT: DocumentKindDefinition = {
  kind: 'RECEIPT',
  key: 'receipt',
  menu: 'receipts',
  shape: 'receipt',
  dueDate: false,
  paymentStatus: false,
  namesInvoice: false,
  screens: { manage: 'manageReceipt', addEdit: 'addEditReceipt' },
  permissions: {
    view: PERMISSIONS.receiptsView,
    create: PERMISSIONS.receiptsCreate,
    edit: PERMISSIONS.receiptsEdit,
    approve: PERMISSIONS.receiptsApprove,
  },
  api: {
    insert: 'finance/receipt/insert',
    update: 'finance/receipt/update',
    issue: 'finance/receipt/issue',
    deactivate: 'finance/receipt/deactivate',
    getByNo: 'finance/receipt/getbyno',
    list: { method: 'GET', path: 'finance/receipt/getall' },
    categories: 'finance/receipt/categories',
    deactivateCategory: 'finance/receipt/deactivateCategory',
    generatePdf: 'finance/receipt/generatepdf',
    download: 'bo/Download/downloadReceipt',
  },
};

export const DOCUMENT_KINDS: Record<FinanceDocumentKind, DocumentKindDefinition> = {
  INVOICE,
  CREDIT_NOTE: note('CREDIT_NOTE'),
  DEBIT_NOTE: note('DEBIT_NOTE'),
  RECEIPT,
};

export const kindOf = (kind: FinanceDocumentKind) => DOCUMENT_KINDS[kind];
