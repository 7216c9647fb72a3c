import { PERMISSIONS } from '@bo/shared';
import { type EventHandler, Reaction, type StoredEvent } from '../../../core/event-store';
import { RealtimeService } from '../../../core/realtime/realtime.service';
import type { EInvoiceStateChanged } from '../einvoice-flow/einvoice-records';

/** A push is only worth sending while someone could be looking; a catch-up of old events sends none. */
const STALE_AFTER_MS = 5 * 60_000;

/**
 * Live e-invoice state: each EInvoiceStateChanged (written by the worker's jobs or the API's calls
 * with the record) reaches the staff holding e-invoices.view as a `domain-event` (ids and states
 * only), so /e-invoice-submission refetches. The record is staff-only, so no organization room.
 */
@Reaction({ name: 'finance.einvoice-push-live', on: ['EInvoiceStateChanged'] })
export class WhenEInvoiceChangedPushLive implements EventHandler {
  constructor(private readonly realtime: RealtimeService) {}

  handle(event: StoredEvent): Promise<void> {
    if (Date.now() - event.recordedAt.getTime() > STALE_AFTER_MS) return Promise.resolve();
    const d = event.data as EInvoiceStateChanged;
    this.realtime.toStaff(PERMISSIONS.eInvoicesView, 'domain-event', {
      type: event.type,
      streamId: event.streamId,
      eventId: event.eventId,
      data: { eInvoiceId: d.eInvoiceId, documentId: d.documentId, documentNo: d.documentNo, from: d.from, to: d.to },
      at: new Date().toISOString(),
    });
    return Promise.resolve();
  }
}
