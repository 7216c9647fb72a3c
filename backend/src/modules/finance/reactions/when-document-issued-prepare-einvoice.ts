import { type EventHandler, Reaction, type StoredEvent, type SubscriberContext } from '../../../core/event-store';
import type { FinanceDocumentIssued } from '../domain/finance-document.events';
import { eInvoiceIssueTime, EInvoiceFlow } from '../einvoice-flow/einvoice-flow.service';
import { EInvoicePreparer } from '../einvoice-flow/einvoice-preparer';
import { EInvoiceRecords } from '../einvoice-flow/einvoice-records';

/**
 * An issued invoice, credit note or debit note gets its e-invoice record (docs/finance-einvoice-flow.md):
 * built and checked by our validator in this reaction's transaction (PREPARED, or INVALID_LOCALLY
 * with the fields named; a note whose invoice is not Valid yet waits, PREPARED without a document),
 * then the worker's SubmitEInvoices job (ids only; job id from the event, so a redelivered event
 * queues one). The job retries until this transaction has committed. Receipts and the B2C sales
 * of the monthly consolidated e-invoice get none here.
 */
@Reaction({ name: 'finance.prepare-einvoice', on: ['FinanceDocumentIssued'] })
export class WhenDocumentIssuedPrepareEInvoice implements EventHandler {
  constructor(
    private readonly preparer: EInvoicePreparer,
    private readonly records: EInvoiceRecords,
    private readonly flow: EInvoiceFlow,
  ) {}

  async handle(stored: StoredEvent, { manager }: SubscriberContext): Promise<void> {
    const issued = stored.data as FinanceDocumentIssued;
    if (issued.kind === 'RECEIPT') return;
    const existing = await this.records.byDocument(manager, issued.documentId);
    if (existing) return;
    const document = await this.preparer.issuedDocument(manager, issued.documentId);
    if (!document) return; // deactivated since: nothing to declare
    const now = new Date();
    const prep = await this.preparer.prepare(manager, document, eInvoiceIssueTime(issued.issuedAt, now), now);
    if (!prep) return;
    const id = await this.records.create(manager, prep.record, prep.prepared);
    if (id && prep.prepared.state === 'PREPARED' && prep.prepared.json) await this.flow.enqueueSubmit(stored.eventId, id, 500);
  }
}
