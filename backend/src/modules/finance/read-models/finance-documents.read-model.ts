import { BUSINESS_TIME_ZONE, todayIn } from '@bo/shared';
import type { EntityManager } from 'typeorm';
import type { StoredEvent } from '../../../core/event-store';
import type { DocumentContent, FinanceDocumentEvent } from '../domain/finance-document.events';

/** The business day (Kuala Lumpur) of an instant: when a later allocation or a deactivation counts from. */
const dayOf = (at: Date) => todayIn(BUSINESS_TIME_ZONE, at);

/** The buyer as lists show and search it. */
const buyerOf = (c: DocumentContent) => c.organizationName ?? c.buyerName;

/** The receivables ledger's effect of an issued document: on which invoice, how much (signed). */
function receivableEntries(documentId: string, kind: string, c: DocumentContent): { invoiceId: string; amount: number }[] {
  switch (kind) {
    case 'INVOICE':
      return [{ invoiceId: documentId, amount: c.totals.total }];
    case 'DEBIT_NOTE':
      return [{ invoiceId: c.invoiceId!, amount: c.totals.total }];
    case 'CREDIT_NOTE':
      return [{ invoiceId: c.invoiceId!, amount: -c.totals.total }];
    default:
      return c.allocations.map((a) => ({ invoiceId: a.invoiceId, amount: -a.amount }));
  }
}

/**
 * Inline read model: `finance.documents` (one row per document, its content as jsonb beside the
 * columns lists filter and sort by) and `finance.receivable_entries` are written in the
 * transaction of the events they follow, so every list and balance reads its own writes, and the
 * checks of the next command (outstanding, creditable) see them.
 */
export async function projectFinanceDocumentEvent(manager: EntityManager, stored: StoredEvent): Promise<void> {
  const event = { type: stored.type, data: stored.data } as FinanceDocumentEvent;
  const version = stored.streamVersion;
  switch (event.type) {
    case 'FinanceDocumentDrafted':
    case 'FinanceDraftUpdated': {
      const { documentId, kind, content: c } = event.data;
      const source = event.type === 'FinanceDocumentDrafted' ? event.data.source : null;
      await manager.query(
        `INSERT INTO finance.documents
           (id, kind, status, document_date, due_date, currency_code, organization_id, ebilling_contact_id, buyer, category,
            booking_reference, tour_code, guest_name, invoice_id, invoice_no, total, amount, source_event_id, document,
            created_by, created_at, updated_at, version)
         VALUES ($1, $2, 'DRAFT', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $20, $21)
         ON CONFLICT (id) DO UPDATE SET
           document_date = EXCLUDED.document_date, due_date = EXCLUDED.due_date, currency_code = EXCLUDED.currency_code,
           organization_id = EXCLUDED.organization_id, ebilling_contact_id = EXCLUDED.ebilling_contact_id, buyer = EXCLUDED.buyer,
           category = EXCLUDED.category, booking_reference = EXCLUDED.booking_reference, tour_code = EXCLUDED.tour_code,
           guest_name = EXCLUDED.guest_name, invoice_id = EXCLUDED.invoice_id, invoice_no = EXCLUDED.invoice_no,
           total = EXCLUDED.total, amount = EXCLUDED.amount, document = EXCLUDED.document,
           updated_at = EXCLUDED.updated_at, version = EXCLUDED.version`,
        [
          documentId,
          kind,
          c.documentDate,
          c.dueDate,
          c.currencyCode,
          c.organizationId,
          c.ebillingContactId,
          buyerOf(c),
          c.category,
          c.bookingReference,
          c.tourCode,
          c.guestName,
          c.invoiceId,
          c.invoiceNo,
          c.totals.total,
          c.amount,
          source?.eventId ?? null,
          JSON.stringify({ ...c, source: source ? { bookingRef: source.bookingRef, event: source.event } : undefined }),
          stored.metadata.actorId ?? null,
          stored.recordedAt,
          version,
        ],
      );
      return;
    }
    case 'FinanceDocumentIssued': {
      const { documentId, kind, documentNo, issuedAt, content } = event.data;
      await manager.query(
        `UPDATE finance.documents SET status = 'ISSUED', document_no = $2, issued_at = $3, updated_at = $4, version = $5,
                outstanding = CASE WHEN kind = 'INVOICE' THEN total END,
                payment_status = CASE WHEN kind = 'INVOICE' THEN 'NOT_PAID' END
          WHERE id = $1`,
        [documentId, documentNo, issuedAt, stored.recordedAt, version],
      );
      const entries = receivableEntries(documentId, kind, content);
      for (const entry of entries) {
        await manager.query(
          `INSERT INTO finance.receivable_entries (invoice_id, document_id, kind, amount, effective_on, entered_at)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [entry.invoiceId, documentId, kind, entry.amount, content.documentDate, stored.recordedAt],
        );
      }
      await refreshReceivables(
        manager,
        entries.map((e) => e.invoiceId),
      );
      return;
    }
    case 'FinanceReceiptAllocated': {
      const { documentId, allocations } = event.data;
      await manager.query(
        `UPDATE finance.documents SET updated_at = $2, version = $3,
                document = jsonb_set(document, '{allocations}', (document->'allocations') || $4::jsonb)
          WHERE id = $1`,
        [documentId, stored.recordedAt, version, JSON.stringify(allocations)],
      );
      for (const a of allocations) {
        await manager.query(
          `INSERT INTO finance.receivable_entries (invoice_id, document_id, kind, amount, effective_on, entered_at)
           VALUES ($1, $2, 'RECEIPT', $3, $4, $5)`,
          [a.invoiceId, documentId, -a.amount, dayOf(stored.recordedAt), stored.recordedAt],
        );
      }
      await refreshReceivables(
        manager,
        allocations.map((a) => a.invoiceId),
      );
      return;
    }
    case 'FinanceDocumentDeactivated': {
      const { documentId, reason } = event.data;
      const [before] = (await manager.query(`SELECT status FROM finance.documents WHERE id = $1`, [documentId])) as {
        status: string;
      }[];
      await manager.query(
        `UPDATE finance.documents SET status = 'DEACTIVATED', updated_at = $2, version = $3,
                document = document || jsonb_build_object('deactivationReason', $4::text)
          WHERE id = $1`,
        [documentId, stored.recordedAt, version, reason],
      );
      if (before?.status !== 'ISSUED') return;
      // Reverse what it did to receivables: the ledger keeps both rows.
      const reversed = (await manager.query(
        `INSERT INTO finance.receivable_entries (invoice_id, document_id, kind, amount, effective_on, entered_at)
         SELECT invoice_id, document_id, kind, -sum(amount), $3, $2 FROM finance.receivable_entries
          WHERE document_id = $1 GROUP BY invoice_id, document_id, kind HAVING sum(amount) <> 0
         RETURNING invoice_id`,
        [documentId, stored.recordedAt, dayOf(stored.recordedAt)],
      )) as { invoice_id: string }[];
      await refreshReceivables(
        manager,
        reversed.map((r) => r.invoice_id),
      );
      return;
    }
  }
}

/**
 * An invoice's outstanding amount and payment status from its ledger rows: charged (the invoice
 * and debit notes) less credited (credit notes) less paid (receipts' allocations).
 */
async function refreshReceivables(manager: EntityManager, invoiceIds: string[]): Promise<void> {
  if (invoiceIds.length === 0) return;
  await manager.query(
    `UPDATE finance.documents d
        SET outstanding = CASE WHEN d.status = 'DEACTIVATED' THEN 0 ELSE s.outstanding END,
            payment_status = CASE
              WHEN d.status = 'DEACTIVATED' THEN NULL
              WHEN s.outstanding <= 0 AND s.paid = 0 AND s.credited > 0 THEN 'REVERSED'
              WHEN s.outstanding <= 0 THEN 'PAID'
              WHEN s.paid > 0 OR s.credited > 0 THEN 'PARTLY_PAID'
              ELSE 'NOT_PAID' END
       FROM (SELECT invoice_id,
                    sum(amount) AS outstanding,
                    coalesce(-sum(amount) FILTER (WHERE kind = 'CREDIT_NOTE'), 0) AS credited,
                    coalesce(-sum(amount) FILTER (WHERE kind = 'RECEIPT'), 0) AS paid
               FROM finance.receivable_entries WHERE invoice_id = ANY($1::uuid[]) GROUP BY invoice_id) s
      WHERE d.id = s.invoice_id`,
    [[...new Set(invoiceIds)]],
  );
}
