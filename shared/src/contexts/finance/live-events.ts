/**
 * The e-invoice record's state changes (stream `einvoice-<id>`): the server pushes each as a
 * `domain-event` to the staff holding e-invoices.view, and the /e-invoice-submission screen
 * refetches its list and the record on each (docs/finance-einvoice-flow.md, "Live state").
 */
export const EINVOICE_LIVE_EVENTS = ['EInvoiceStateChanged'] as const;
