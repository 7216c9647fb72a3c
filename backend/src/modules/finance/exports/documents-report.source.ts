import { Injectable } from '@nestjs/common';
import {
  type DocumentsReportRequest,
  FINANCE_DOCUMENT_KIND,
  FINANCE_DOCUMENT_STATUS,
  type FinanceDocumentKind,
  type FinanceDocumentStatus,
  labelOf,
  FINANCE_EXPORT_KINDS,
} from '@bo/shared';
import { DataSource } from 'typeorm';
import { InjectConfig } from '../../../core/config/config-section';
import { type ExportColumn, EXPORT_CONTENT_TYPES, tableToXlsx } from '../../../core/export/table-export';
import {
  type ExportFile,
  type ExportRequest,
  type ExportSource,
  ExportSourceProvider,
} from '../../../core/exports/export-source';
import { FINANCE_CONFIG, type FinanceConfig } from '../finance.config';
import { renderDocumentsReport, type ReportedDocument } from '../pdf/documents-report';
import { companyDetailsOf } from '../pdf/finance-layout';

interface Row extends ReportedDocument {
  subtotal: number;
  serviceTax: number;
  tourismTax: number;
}

const COLUMNS: ExportColumn<Row>[] = [
  { key: 'documentDate', header: { en: 'Date', ms: 'Tarikh' } },
  { key: 'documentNo', header: { en: 'Number', ms: 'Nombor' } },
  { key: 'kind', header: { en: 'Type', ms: 'Jenis' } },
  { key: 'status', header: { en: 'Status', ms: 'Status' } },
  { key: 'buyer', header: { en: 'Buyer', ms: 'Pembeli' } },
  { key: 'currencyCode', header: { en: 'Currency', ms: 'Mata wang' } },
  { key: 'subtotal', header: { en: 'Subtotal', ms: 'Jumlah kecil' }, kind: 'money', currency: (r) => r.currencyCode },
  { key: 'serviceTax', header: { en: 'Service tax', ms: 'Cukai perkhidmatan' }, kind: 'money', currency: (r) => r.currencyCode },
  { key: 'tourismTax', header: { en: 'Tourism tax', ms: 'Cukai pelancongan' }, kind: 'money', currency: (r) => r.currencyCode },
  { key: 'total', header: { en: 'Total', ms: 'Jumlah' }, kind: 'money', currency: (r) => r.currencyCode },
  { key: 'outstanding', header: { en: 'Outstanding', ms: 'Tertunggak' }, kind: 'money', currency: (r) => r.currencyCode },
];

/**
 * `generatereport` (spec section 7, /finance/invoice): the documents of a period, by document date
 * (inclusive), as a workbook (one row per document, every amount a number) or a PDF listing, with
 * totals per currency of those not deactivated. Staff only (the starting call checks it).
 */
@Injectable()
@ExportSourceProvider()
export class DocumentsReportSource implements ExportSource<DocumentsReportRequest> {
  readonly kind = FINANCE_EXPORT_KINDS.documentsReport;

  constructor(
    private readonly dataSource: DataSource,
    @InjectConfig(FINANCE_CONFIG) private readonly config: FinanceConfig,
  ) {}

  async run(
    { params, language }: ExportRequest<DocumentsReportRequest>,
    progress: (percent: number) => Promise<void>,
  ): Promise<ExportFile> {
    const rows = (
      (await this.dataSource.query(
        `SELECT to_char(d.document_date, 'YYYY-MM-DD') AS "documentDate", d.document_no AS "documentNo", d.kind, d.status,
                d.buyer, d.currency_code AS "currencyCode", d.total::text, d.outstanding::text,
                (d.document->'totals'->>'subtotal') AS subtotal, (d.document->'totals'->>'serviceTax') AS "serviceTax",
                (d.document->'totals'->>'tourismTax') AS "tourismTax"
           FROM finance.documents d
          WHERE d.kind = ANY($1::text[]) AND d.document_date BETWEEN $2::date AND $3::date AND ($4::text IS NULL OR d.status = $4)
          ORDER BY d.document_date, d.kind, d.document_no NULLS LAST, d.id`,
        [params.kinds, params.dateFrom, params.dateTo, params.status ?? null],
      )) as Record<string, string | null>[]
    ).map((r): Row => ({
      documentDate: r.documentDate!,
      documentNo: r.documentNo,
      kind: r.kind as FinanceDocumentKind,
      status: r.status as FinanceDocumentStatus,
      buyer: r.buyer,
      currencyCode: r.currencyCode!,
      total: Number(r.total),
      outstanding: r.outstanding === null ? null : Number(r.outstanding),
      subtotal: Number(r.subtotal ?? r.total),
      serviceTax: Number(r.serviceTax ?? 0),
      tourismTax: Number(r.tourismTax ?? 0),
    }));
    await progress(50);
    const totals = new Map<string, { currencyCode: string; total: number; outstanding: number; count: number }>();
    for (const r of rows.filter((x) => x.status !== 'DEACTIVATED')) {
      const t = totals.get(r.currencyCode) ?? { currencyCode: r.currencyCode, total: 0, outstanding: 0, count: 0 };
      t.total += r.total;
      t.outstanding += r.status === 'ISSUED' ? (r.outstanding ?? 0) : 0;
      t.count += 1;
      totals.set(r.currencyCode, t);
    }
    const name = `documents-${params.dateFrom}-${params.dateTo}`;
    if (params.format === 'pdf') {
      const body = await renderDocumentsReport(
        {
          from: params.dateFrom,
          to: params.dateTo,
          documents: rows,
          totals: [...totals.values()],
          generatedAt: new Date().toISOString(),
        },
        companyDetailsOf(this.config),
        language,
      );
      return { fileName: `${name}.pdf`, contentType: 'application/pdf', body };
    }
    const labelled = rows.map((r) => ({
      ...r,
      kind: labelOf(FINANCE_DOCUMENT_KIND, r.kind, language) as FinanceDocumentKind,
      status: labelOf(FINANCE_DOCUMENT_STATUS, r.status, language) as FinanceDocumentStatus,
    }));
    const body = await tableToXlsx({ columns: COLUMNS, rows: labelled, language, sheetName: 'Documents' });
    return { fileName: `${name}.xlsx`, contentType: EXPORT_CONTENT_TYPES.xlsx, body };
  }
}
