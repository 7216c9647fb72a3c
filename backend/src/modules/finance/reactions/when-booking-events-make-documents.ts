import { createHash } from 'node:crypto';
import {
  BUSINESS_TIME_ZONE,
  type FinanceDocumentKind,
  type InvoiceFields,
  type Language,
  type NoteFields,
  type ReceiptFields,
  todayIn,
} from '@bo/shared';
import type { EntityManager } from 'typeorm';
import { type EventHandler, Reaction, type StoredEvent, type SubscriberContext } from '../../../core/event-store';
import type { BookingEvent } from '../../bookings';
import type { DocumentFields } from '../commands/document-content';
import { KINDS_OF, familyOf } from '../commands/document-families';
import { DocumentRules } from '../commands/document-rules';
import { FinanceDocumentWriter } from '../commands/finance-document-writer.service';
import type { DocumentSource } from '../domain/finance-document.events';
import { bookingInvoiceFields } from './booking-invoice';

type Of<T extends BookingEvent['type']> = Extract<BookingEvent, { type: T }>['data'];

interface Sale {
  organization_id: string | null;
  currency_code: string;
  invoice: InvoiceFields;
  language: Language;
}

/** A document id made from the event and kind, so a redelivered event names the same document. */
function documentIdOf(eventId: string, kind: FinanceDocumentKind): string {
  const h = createHash('sha256').update(`${eventId}:${kind}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * The documents a booking's life makes, each once per event (its id from the event, written in the
 * transaction of this reaction's checkpoint): a receipt when a payment is captured (agent credit or
 * iPay88); the invoice when the booking is issued, settled by the receipts already made; when an
 * issued booking is cancelled, a credit note reversing its invoice and, when a fee is kept, an
 * invoice of the fee. What the invoice will say is kept when the booking is placed
 * (`finance.booking_sales`), so nothing of the bookings schema is read.
 */
@Reaction({ name: 'finance.booking-documents', on: ['BookingPlaced', 'BookingPaid', 'BookingIssued', 'BookingCancelled'] })
export class WhenBookingEventsMakeDocuments implements EventHandler {
  constructor(
    private readonly rules: DocumentRules,
    private readonly writer: FinanceDocumentWriter,
  ) {}

  async handle(stored: StoredEvent, { manager }: SubscriberContext): Promise<void> {
    const event = { type: stored.type, data: stored.data } as BookingEvent;
    const bookingRef = stored.streamId.slice('booking-'.length);
    const day = todayIn(BUSINESS_TIME_ZONE, stored.recordedAt);
    const source: DocumentSource = { bookingRef, event: stored.type, eventId: stored.eventId };
    if (event.type === 'BookingPlaced') return this.keepSale(manager, event.data, stored.recordedAt);
    const sale = await this.saleOf(manager, bookingRef);
    if (!sale) return; // placed before finance kept sales: nothing to invoice from
    switch (event.type) {
      case 'BookingPaid':
        return this.receipt(manager, sale, event.data, day, source);
      case 'BookingIssued':
        return this.invoice(manager, sale, day, source);
      case 'BookingCancelled':
        return this.cancellation(manager, sale, event.data, day, source);
      default:
        return;
    }
  }

  private async keepSale(manager: EntityManager, placed: Of<'BookingPlaced'>, at: Date) {
    const invoice = bookingInvoiceFields(placed, todayIn(BUSINESS_TIME_ZONE, at));
    await manager.query(
      `INSERT INTO finance.booking_sales (booking_ref, organization_id, currency_code, total, invoice, language, placed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (booking_ref) DO NOTHING`,
      [
        placed.bookingRef,
        placed.buyer.organizationId,
        placed.currencyCode,
        placed.total,
        JSON.stringify(invoice),
        placed.language ?? 'en',
        at,
      ],
    );
  }

  private async saleOf(manager: EntityManager, bookingRef: string): Promise<Sale | null> {
    const [row] = (await manager.query(
      `SELECT organization_id, currency_code, invoice, language FROM finance.booking_sales WHERE booking_ref = $1`,
      [bookingRef],
    )) as Sale[];
    return row ?? null;
  }

  private async receipt(manager: EntityManager, sale: Sale, paid: Of<'BookingPaid'>, day: string, source: DocumentSource) {
    const invoice = await this.bookingInvoice(manager, source.bookingRef);
    const allocate = invoice ? Math.min(paid.amount, invoice.outstanding) : 0;
    const fields: ReceiptFields = {
      documentDate: day,
      currencyCode: sale.currency_code,
      organizationId: sale.organization_id ?? undefined,
      buyerName: sale.invoice.buyerName,
      category: sale.invoice.category,
      bookingReference: source.bookingRef,
      referenceNumber: paid.reference?.slice(0, 64) ?? undefined,
      paymentMode: paid.method,
      amount: paid.amount,
      allocations: invoice && allocate > 0 ? [{ invoiceNo: invoice.documentNo, amount: allocate }] : [],
    };
    await this.make(manager, 'RECEIPT', fields, sale.language, source);
  }

  private async invoice(manager: EntityManager, sale: Sale, day: string, source: DocumentSource) {
    const made = await this.make(manager, 'INVOICE', { ...sale.invoice, documentDate: day, dueDate: day }, sale.language, source);
    if (!made) return;
    // A booking is usually paid before it is issued: its receipts' money settles the new invoice.
    const invoice = (await this.bookingInvoice(manager, source.bookingRef))!;
    const receipts = (await manager.query(
      `SELECT id, (document->>'amount')::bigint - coalesce((SELECT sum((a->>'amount')::bigint) FROM jsonb_array_elements(document->'allocations') a), 0) AS free
         FROM finance.documents WHERE kind = 'RECEIPT' AND status = 'ISSUED' AND booking_reference = $1 AND source_event_id IS NOT NULL
        ORDER BY created_at, id`,
      [source.bookingRef],
    )) as { id: string; free: string }[];
    let outstanding = invoice.outstanding;
    for (const receipt of receipts) {
      const amount = Math.min(Number(receipt.free), outstanding);
      if (amount <= 0) continue;
      await this.writer.execute(
        manager,
        receipt.id,
        { type: 'Allocate', allocations: [{ invoiceNo: invoice.documentNo, invoiceId: invoice.id, amount }] },
        KINDS_OF.RECEIPT,
      );
      outstanding -= amount;
    }
  }

  private async cancellation(
    manager: EntityManager,
    sale: Sale,
    cancelled: Of<'BookingCancelled'>,
    day: string,
    source: DocumentSource,
  ) {
    const invoice = await this.bookingInvoice(manager, source.bookingRef);
    if (!invoice) return; // cancelled before it was issued: nothing was invoiced
    const note: NoteFields = {
      ...sale.invoice,
      documentDate: day,
      category: 'CI',
      invoiceNo: invoice.documentNo,
      reason: cancelled.reason?.slice(0, 300) || `Booking ${source.bookingRef} cancelled`,
    };
    delete (note as Partial<InvoiceFields>).dueDate;
    await this.make(manager, 'CREDIT_NOTE', note, sale.language, source);
    if (cancelled.fee > 0) {
      const feeInvoice: InvoiceFields = {
        ...sale.invoice,
        documentDate: day,
        dueDate: day,
        category: 'ADMIN_FEE',
        revenueLines: [
          {
            salesType: 'ADMIN_FEE',
            description: `Cancellation fee, booking ${source.bookingRef}`,
            pax: 1,
            unitPrice: cancelled.fee,
            taxType: 'NONE',
            roomNights: null,
            classificationCode: '022',
          },
        ],
        costLines: [],
      };
      await this.make(manager, 'INVOICE', feeInvoice, sale.language, source);
    }
  }

  /** The booking's invoice made when it was issued (not a fee's), if any. */
  private async bookingInvoice(manager: EntityManager, bookingRef: string) {
    const [row] = (await manager.query(
      `SELECT id, document_no, outstanding FROM finance.documents
        WHERE kind = 'INVOICE' AND status = 'ISSUED' AND booking_reference = $1 AND document->'source'->>'event' = 'BookingIssued'`,
      [bookingRef],
    )) as { id: string; document_no: string; outstanding: string }[];
    return row ? { id: row.id, documentNo: row.document_no, outstanding: Number(row.outstanding) } : null;
  }

  /** Drafts and issues one document of the event, unless it was made already (a redelivery). Whether it made it. */
  private async make(
    manager: EntityManager,
    kind: FinanceDocumentKind,
    fields: DocumentFields,
    language: Language,
    source: DocumentSource,
  ) {
    const exists = (await manager.query(`SELECT 1 FROM finance.documents WHERE source_event_id = $1 AND kind = $2`, [
      source.eventId,
      kind,
    ])) as unknown[];
    if (exists.length > 0) return false;
    const documentId = documentIdOf(source.eventId, kind);
    const content = await this.rules.contentOf(manager, kind, fields, language);
    await this.writer.execute(
      manager,
      documentId,
      { type: 'Draft', documentId, kind, content, source, issue: true },
      KINDS_OF[familyOf(kind)],
    );
    return true;
  }
}
