import { type EventHandler, Reaction, type StoredEvent } from '../../../core/event-store';
import { QueueService } from '../../../core/queue/queue.service';
import { MakeDocumentPdf } from '../files/make-document-pdf.job-type';

/**
 * An issued document gets its PDF in its buyer's language; a deactivation (the DEACTIVATED stamp)
 * or a receipt's later allocation (the invoices it pays) makes the stored ones again. One job per
 * event (job id = the event's id), carrying the document's id only.
 */
@Reaction({
  name: 'finance.document-pdf',
  on: ['FinanceDocumentIssued', 'FinanceDocumentDeactivated', 'FinanceReceiptAllocated'],
})
export class WhenDocumentChangedMakePdf implements EventHandler {
  constructor(private readonly queues: QueueService) {}

  async handle(event: StoredEvent): Promise<void> {
    const { documentId, documentNo } = event.data as { documentId: string; documentNo: string | null };
    // A draft voided before its issue has no PDF.
    if (!documentNo) return;
    await this.queues.enqueue(MakeDocumentPdf, { documentId }, { jobId: event.eventId });
  }
}
