import type { FinanceDocumentListItem, FinanceDocumentPage, FinanceDocumentSortKey } from '@bo/shared';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { iso } from '../../../../core/read-side/sql-dates';
import { Filters, pagedList, type Sort } from '../../../../core/read-side/paged-list';
import { GetDocumentPage } from './get-document-page.query';

const SORT_KEYS: Sort<FinanceDocumentSortKey>['keys'] = {
  documentNo: 'd.document_no',
  documentDate: 'd.document_date',
  dueDate: 'd.due_date',
  buyer: 'lower(d.buyer)',
  total: 'd.total',
  outstanding: 'd.outstanding',
  status: 'd.status',
  updatedAt: 'd.updated_at',
};

const ITEM = `d.id AS "documentId", d.kind, d.status, d.document_no AS "documentNo", to_char(d.document_date, 'YYYY-MM-DD') AS "documentDate",
  to_char(d.due_date, 'YYYY-MM-DD') AS "dueDate", d.currency_code AS "currencyCode", d.organization_id AS "organizationId",
  d.document->>'organizationName' AS "organizationName", d.document->>'buyerName' AS "buyerName", d.category,
  d.booking_reference AS "bookingReference", d.tour_code AS "tourCode", d.guest_name AS "guestName", d.invoice_no AS "invoiceNo",
  d.amount, d.outstanding, d.payment_status AS "paymentStatus", d.total,
  ${iso('d.issued_at')} AS "issuedAt", ${iso('d.updated_at')} AS "updatedAt"`;

type Row = Omit<FinanceDocumentListItem, 'amount' | 'outstanding' | 'total'> & {
  amount: string | null;
  outstanding: string | null;
  total: string;
};
const money = (v: string | null) => (v === null ? null : Number(v));

@QueryHandler(GetDocumentPage)
export class GetDocumentPageHandler implements IQueryHandler<GetDocumentPage> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ actor, kinds, query }: GetDocumentPage): Promise<FinanceDocumentPage> {
    const filters = new Filters().where('d.kind = ANY(?::text[])', kinds);
    // An agency user: its own organization's issued and deactivated documents only.
    if (actor.organizationId !== null) filters.where(`d.organization_id = ? AND d.status <> 'DRAFT'`, actor.organizationId);
    filters
      .equals('d.status', query.status)
      .equals('d.payment_status', query.paymentStatus)
      .equals('d.category', query.category)
      .equals('d.organization_id', query.organizationId)
      .equals('d.currency_code', query.currencyCode)
      .days('d.document_date', { from: query.dateFrom, to: query.dateTo })
      .contains(['d.document_no', 'd.buyer', 'd.booking_reference', 'd.tour_code', 'd.guest_name', 'd.invoice_no'], query.search);
    const page = await pagedList<Row>(this.dataSource, query, {
      select: ITEM,
      from: 'finance.documents d',
      filters,
      sort: { keys: SORT_KEYS, default: 'd.document_date DESC, d.created_at DESC', tiebreaker: 'd.id' },
    });
    const totals = (await this.dataSource.query(
      `SELECT d.currency_code AS "currencyCode", sum(d.total) FILTER (WHERE d.status <> 'DEACTIVATED')::text AS total,
              coalesce(sum(d.outstanding) FILTER (WHERE d.status = 'ISSUED'), 0)::text AS outstanding,
              count(*) FILTER (WHERE d.status <> 'DEACTIVATED')::int AS count
         FROM finance.documents d ${filters.sql} GROUP BY d.currency_code ORDER BY d.currency_code`,
      filters.params,
    )) as { currencyCode: string; total: string | null; outstanding: string; count: number }[];
    return {
      ...page,
      items: page.items.map((r) => ({
        ...r,
        amount: money(r.amount),
        outstanding: money(r.outstanding),
        total: Number(r.total),
      })),
      totals: totals.map((t) => ({ ...t, total: Number(t.total ?? 0), outstanding: Number(t.outstanding) })),
    };
  }
}
