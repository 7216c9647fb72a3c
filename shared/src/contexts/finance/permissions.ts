import { permission } from '../../auth/menu-functions';

/** The menu codes of the finance context: each guards API calls and is seeded as a menu entry (finance.context.ts). */
export const MENU_CODES = {
  invoices: 'invoices',
  creditNotes: 'credit-notes',
  debitNotes: 'debit-notes',
  receipts: 'receipts',
  financeReports: 'finance-reports',
  eInvoices: 'e-invoices',
  ebillingContacts: 'ebilling-contacts',
} as const;

/**
 * `<menu code>.<function>`. `create` drafts, `edit` changes a draft or deactivates, `approve` issues
 * (assigns the number; the document is then read-only).
 */
export const PERMISSIONS = {
  invoicesView: permission('invoices', 'view'),
  invoicesCreate: permission('invoices', 'create'),
  invoicesEdit: permission('invoices', 'edit'),
  invoicesApprove: permission('invoices', 'approve'),
  creditNotesView: permission('credit-notes', 'view'),
  creditNotesCreate: permission('credit-notes', 'create'),
  creditNotesEdit: permission('credit-notes', 'edit'),
  creditNotesApprove: permission('credit-notes', 'approve'),
  debitNotesView: permission('debit-notes', 'view'),
  debitNotesCreate: permission('debit-notes', 'create'),
  debitNotesEdit: permission('debit-notes', 'edit'),
  debitNotesApprove: permission('debit-notes', 'approve'),
  receiptsView: permission('receipts', 'view'),
  receiptsCreate: permission('receipts', 'create'),
  receiptsEdit: permission('receipts', 'edit'),
  receiptsApprove: permission('receipts', 'approve'),
  financeReportsView: permission('finance-reports', 'view'),
  financeReportsCreate: permission('finance-reports', 'create'),
  eInvoicesView: permission('e-invoices', 'view'),
  eInvoicesEdit: permission('e-invoices', 'edit'),
  ebillingContactsView: permission('ebilling-contacts', 'view'),
  ebillingContactsCreate: permission('ebilling-contacts', 'create'),
  ebillingContactsEdit: permission('ebilling-contacts', 'edit'),
  ebillingContactsDelete: permission('ebilling-contacts', 'delete'),
} as const;
