/** The screens of the finance context (web app features invoicing, e-invoices, ebilling-contacts). */
export const SCREEN_PATHS = {
  manageInvoice: '/invoicing/manage-invoice',
  addEditInvoice: '/invoicing/add-edit-invoice',
  manageCreditNote: '/invoicing/manage-credit-note',
  addEditCreditNote: '/invoicing/add-edit-credit-note',
  manageDebitNote: '/invoicing/manage-debit-note',
  addEditDebitNote: '/invoicing/add-edit-debit-note',
  manageReceipt: '/invoicing/manage-receipt',
  addEditReceipt: '/invoicing/add-edit-receipt',
  reportsGeneration: '/invoicing/manage-reports-generation',
  dataExtraction: '/invoicing/manage-data-extraction',
  eInvoiceSubmission: '/e-invoice-submission',
  ebillingContacts: '/Settings/contactList/contactList',
} as const;
