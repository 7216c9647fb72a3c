import { Injectable } from '@nestjs/common';
import type { EInvoice, EInvoiceListFilters, EInvoicePage, EInvoiceSubmitLog, FinanceDocumentKind } from '@bo/shared';
import { DataSource } from 'typeorm';
import { AppError } from '../../../core/errors/app-error';
import { Filters, pagedList } from '../../../core/read-side/paged-list';
import { EInvoiceFlow } from './einvoice-flow.service';
import { type EInvoiceViewRow, EInvoiceRecords, VIEW_COLUMNS } from './einvoice-records';

/**
 * What the /bo/EInvoice calls do (docs/finance-einvoice-flow.md, "Calls"): staff-only (the
 * controller asserts it), reads of the records and their submit log, and the flow's use cases.
 */
@Injectable()
export class EInvoiceCalls {
  constructor(
    private readonly dataSource: DataSource,
    private readonly records: EInvoiceRecords,
    private readonly flow: EInvoiceFlow,
  ) {}

  /** The issued document of `kinds` numbered `documentNo`, or 404. */
  async documentIdOf(documentNo: string, kinds: readonly FinanceDocumentKind[]): Promise<string> {
    const [row] = (await this.dataSource.query(
      `SELECT id FROM finance.documents WHERE document_no = $1 AND kind = ANY($2::text[]) AND status <> 'DRAFT'`,
      [documentNo, kinds],
    )) as { id: string }[];
    if (!row) throw new AppError('FINANCE_DOCUMENT_NOT_FOUND');
    return row.id;
  }

  async logOfDocument(documentNo: string, kinds: readonly FinanceDocumentKind[]): Promise<EInvoiceSubmitLog> {
    const documentId = await this.documentIdOf(documentNo, kinds);
    const row = await this.records.byDocument(this.dataSource, documentId);
    if (!row) throw new AppError('EINVOICE_NOT_FOUND');
    return this.log(row.id);
  }

  async log(id: string): Promise<EInvoiceSubmitLog> {
    return { eInvoice: await this.one(id), attempts: await this.records.attemptsOf(this.dataSource, id) };
  }

  async one(id: string): Promise<EInvoice> {
    const view = await this.records.view(this.dataSource, id);
    if (!view) throw new AppError('EINVOICE_NOT_FOUND');
    return view;
  }

  async submit(documentNo: string, kinds: readonly FinanceDocumentKind[], actorId: string | null): Promise<EInvoice> {
    const row = await this.flow.submitDocument(await this.documentIdOf(documentNo, kinds), actorId);
    return this.one(row.id);
  }

  async refreshDocument(documentNo: string, kinds: readonly FinanceDocumentKind[]): Promise<EInvoice> {
    const documentId = await this.documentIdOf(documentNo, kinds);
    const row = await this.records.byDocument(this.dataSource, documentId);
    if (!row) throw new AppError('EINVOICE_NOT_FOUND');
    await this.flow.refresh(row.id);
    return this.one(row.id);
  }

  async retry(id: string, actorId: string | null): Promise<EInvoice> {
    await this.flow.retry(id, actorId);
    return this.one(id);
  }

  async cancel(id: string, reason: string, actorId: string | null): Promise<EInvoice> {
    await this.flow.cancel(id, reason, actorId);
    return this.one(id);
  }

  async recordRejection(id: string, reason: string, actorId: string | null): Promise<EInvoice> {
    await this.flow.recordRejection(id, reason, actorId);
    return this.one(id);
  }

  async page(q: EInvoiceListFilters): Promise<EInvoicePage> {
    const filters = new Filters()
      .equals('e.state', q.state)
      .equals('e.subject', q.subject)
      .contains(['e.document_no', 'e.buyer_name', 'e.uuid', 'e.submission_uid'], q.search)
      .businessDays('e.created_at', { from: q.dateFrom, to: q.dateTo });
    const page = await pagedList<EInvoiceViewRow>(this.dataSource, q, {
      select: VIEW_COLUMNS,
      from: 'finance.einvoices e',
      filters,
      sort: {
        keys: {
          documentNo: 'e.document_no',
          state: 'e.state',
          total: 'e.total',
          validatedAt: 'e.validated_at',
          createdAt: 'e.created_at',
          updatedAt: 'e.updated_at',
        },
        default: 'e.created_at DESC',
        tiebreaker: 'e.id',
      },
    });
    return { ...page, items: page.items.map((row) => this.records.toView(row)) };
  }
}
