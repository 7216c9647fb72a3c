import { DOCUMENT_KINDS } from '../document-kinds';
import { DocumentEditPage } from './DocumentEditPage';
import { DocumentListPage } from './DocumentListPage';

/*
 * The eight screens of the finance documents: the one list and the one form, each given its kind's
 * definition (document-kinds.ts). `key` makes a move between kinds a fresh screen.
 */
const { INVOICE, CREDIT_NOTE, DEBIT_NOTE, RECEIPT } = DOCUMENT_KINDS;

export const ManageInvoicePage = () => <DocumentListPage key="INVOICE" definition={INVOICE} />;
export const AddEditInvoicePage = () => <DocumentEditPage key="INVOICE" definition={INVOICE} />;
export const ManageCreditNotePage = () => <DocumentListPage key="CREDIT_NOTE" definition={CREDIT_NOTE} />;
export const AddEditCreditNotePage = () => <DocumentEditPage key="CREDIT_NOTE" definition={CREDIT_NOTE} />;
export const ManageDebitNotePage = () => <DocumentListPage key="DEBIT_NOTE" definition={DEBIT_NOTE} />;
export const AddEditDebitNotePage = () => <DocumentEditPage key="DEBIT_NOTE" definition={DEBIT_NOTE} />;
export const ManageReceiptPage = () => <DocumentListPage key="RECEIPT" definition={RECEIPT} />;
export const AddEditReceiptPage = () => <DocumentEditPage key="RECEIPT" definition={RECEIPT} />;
