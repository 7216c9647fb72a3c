import type { FeatureRoutes } from '../../app/routes.types';
import { screensOf } from '../../app/screen';

/**
 * Finance documents (issue 27): per kind a manage list and an add/edit screen, all one generic list
 * and form (components/screens.tsx). The add/edit screens open with the kind's view: the page asks
 * for create (a new one) itself, and shows an issued document read-only.
 */
// 'e-invoices': the read-only view shows the document's e-invoice chip (that feature's strings).
const screen = screensOf(['invoicing', 'e-invoices']);
const load = () => import('./components/screens');

export const routes: FeatureRoutes = {
  app: [
    screen('manageInvoice', load, 'ManageInvoicePage', 'invoices'),
    screen('addEditInvoice', load, 'AddEditInvoicePage', 'invoices'),
    screen('manageCreditNote', load, 'ManageCreditNotePage', 'credit-notes'),
    screen('addEditCreditNote', load, 'AddEditCreditNotePage', 'credit-notes'),
    screen('manageDebitNote', load, 'ManageDebitNotePage', 'debit-notes'),
    screen('addEditDebitNote', load, 'AddEditDebitNotePage', 'debit-notes'),
    screen('manageReceipt', load, 'ManageReceiptPage', 'receipts'),
    screen('addEditReceipt', load, 'AddEditReceiptPage', 'receipts'),
  ],
};
