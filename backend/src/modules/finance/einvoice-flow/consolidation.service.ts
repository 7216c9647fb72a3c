import { Injectable } from '@nestjs/common';
import { BUSINESS_TIME_ZONE, todayIn } from '@bo/shared';
import { DataSource } from 'typeorm';
import { UnitOfWork } from '../../../core/database/unit-of-work';
import { EInvoiceFlow, eInvoiceIssueTime } from './einvoice-flow.service';
import { CONSOLIDATION_MAX_SALE, EInvoicePreparer, generalPublicBuyer } from './einvoice-preparer';
import { EInvoiceRecords } from './einvoice-records';
import { type ConsolidatedSale, consolidatedDocument, consolidatedLines, consolidationDue } from './consolidation';

/**
 * The monthly consolidated e-invoice of B2C sales (docs/finance-einvoice-flow.md, "Consolidated"):
 * the previous month's issued MYR invoices of consumers (no organization, no e-billing contact)
 * that have no e-invoice of their own, leaving out flight tickets and any sale above RM10,000
 * (those got their own when issued), submitted once per month in its first 7 days to the General
 * Public buyer (EI00000000010), classification 004.
 */
@Injectable()
export class EInvoiceConsolidation {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly records: EInvoiceRecords,
    private readonly preparer: EInvoicePreparer,
    private readonly flow: EInvoiceFlow,
  ) {}

  /** `period` given: that month, whatever the day (an operator's run); else the previous month when due. */
  async run(period?: string, now = new Date()): Promise<{ period: string; eInvoiceId: string | null; sales: number }> {
    const due = consolidationDue(todayIn(BUSINESS_TIME_ZONE, now));
    const month = period ?? due.period;
    if (!period && !due.due) return { period: month, eInvoiceId: null, sales: 0 };
    const made = await this.uow.run(
      async (manager) => {
        // One consolidation at a time: the month's record is unique, the lock keeps two runs from racing.
        await manager.query(`SELECT pg_advisory_xact_lock(hashtext('finance.einvoice-consolidation'))`);
        const [done] = (await manager.query(`SELECT id FROM finance.einvoices WHERE period = $1`, [month])) as { id: string }[];
        if (done) return { id: null, sales: 0 };
        const rows = (await manager.query(
          `SELECT d.id, d.document_no, d.document->'revenueLines' AS lines FROM finance.documents d
            WHERE d.kind = 'INVOICE' AND d.status = 'ISSUED' AND d.organization_id IS NULL AND d.ebilling_contact_id IS NULL
              AND d.currency_code = 'MYR' AND to_char(d.document_date, 'YYYY-MM') = $1
              AND d.category <> 'FLIGHT' AND d.total <= $2
              AND NOT EXISTS (SELECT 1 FROM jsonb_array_elements(d.document->'revenueLines') l WHERE l->>'salesType' = 'FLIGHT')
              AND NOT EXISTS (SELECT 1 FROM finance.einvoices e WHERE e.document_id = d.id)
              AND NOT EXISTS (SELECT 1 FROM finance.einvoice_consolidated c WHERE c.document_id = d.id)
            ORDER BY d.document_no`,
          [month, CONSOLIDATION_MAX_SALE],
        )) as { id: string; document_no: string; lines: ConsolidatedSale['lines'] }[];
        if (rows.length === 0) return { id: null, sales: 0 };
        const sales = rows.map((r) => ({ documentId: r.id, documentNo: r.document_no, lines: r.lines }));
        const issuedAt = eInvoiceIssueTime(null, now);
        const document = consolidatedDocument(month, consolidatedLines(sales), issuedAt);
        const prepared = this.preparer.check(
          { typeCode: '01', document, issuedAt, supplier: this.preparer.supplier(), buyer: generalPublicBuyer() },
          now,
          null,
          false,
        );
        const id = await this.records.create(
          manager,
          {
            subject: 'CONSOLIDATED',
            typeCode: '01',
            documentId: null,
            documentNo: document.documentNo!,
            organizationId: null,
            buyerName: null,
            buyerTin: null,
            currencyCode: 'MYR',
            total: document.totals.total,
            issuedAt,
            referencedEInvoiceId: null,
            period: month,
          },
          prepared,
        );
        await manager.query(
          `INSERT INTO finance.einvoice_consolidated (document_id, einvoice_id) SELECT unnest($1::uuid[]), $2`,
          [rows.map((r) => r.id), id],
        );
        return { id, sales: rows.length, ready: prepared.state === 'PREPARED' };
      },
      { claimsIdempotencyKey: false },
    );
    if (made.id) await this.flow.enqueueSubmit(`consolidated-${month}`, made.id);
    return { period: month, eInvoiceId: made.id, sales: made.sales };
  }
}
