import { type EventHandler, Reaction, type StoredEvent } from '../../../core/event-store';
import type { EInvoiceStateChanged } from '../einvoice-flow/einvoice-records';
import { FinanceDocumentFiles } from '../files/finance-document-files.service';

/**
 * A document whose e-invoice became Valid (or stopped being so: cancelled) gets its PDF made again,
 * now with (or without) the MyInvois stamp: its QR code, UUID and validation time.
 */
@Reaction({ name: 'finance.einvoice-remake-pdf', on: ['EInvoiceStateChanged'] })
export class WhenEInvoiceValidRemakePdf implements EventHandler {
  constructor(private readonly files: FinanceDocumentFiles) {}

  async handle(event: StoredEvent): Promise<void> {
    const d = event.data as EInvoiceStateChanged;
    if (!d.documentId) return; // a consolidated e-invoice: no document of its own
    if (d.to === 'VALID' || (d.to === 'CANCELLED' && d.from !== null)) await this.files.remake(d.documentId);
  }
}
