// The e-invoices feature's public face: what other features may import of it (ESLint refuses any other path into
// this folder). Re-exports only.
export { DocumentEInvoiceChip } from './components/DocumentEInvoiceChip';
export { eInvoicePath } from './einvoice-words';
