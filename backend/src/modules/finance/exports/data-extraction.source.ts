import { Injectable } from '@nestjs/common';
import { type DataExtractionRequest, MYINVOIS_TAX_TYPE, type FinanceTaxType, FINANCE_EXPORT_KINDS } from '@bo/shared';
import { DataSource } from 'typeorm';
import { type ExportColumn, EXPORT_CONTENT_TYPES, tableToCsv, tableToXlsx } from '../../../core/export/table-export';
import {
  type ExportFile,
  type ExportRequest,
  type ExportSource,
  ExportSourceProvider,
} from '../../../core/exports/export-source';
import { OrganizationDirectory } from '../../organizations';

/** One line of an issued document, as the accounting system takes it. */
interface Line {
  documentNo: string;
  kind: string;
  documentDate: string;
  dueDate: string | null;
  organizationCode: string | null;
  buyer: string | null;
  category: string;
  bookingReference: string | null;
  invoiceNo: string | null;
  lineType: 'REVENUE' | 'COST' | 'RECEIPT';
  lineNo: number;
  code: string | null;
  description: string | null;
  quantity: number;
  unitPrice: number;
  amount: number;
  taxType: string | null;
  serviceTax: number;
  tourismTax: number;
  currencyCode: string;
}

const money = (key: keyof Line, en: string, ms: string): ExportColumn<Line> => ({
  key,
  header: { en, ms },
  kind: 'money',
  currency: (r) => r.currencyCode,
});
const COLUMNS: ExportColumn<Line>[] = [
  { key: 'documentNo', header: { en: 'Document no.', ms: 'No. dokumen' } },
  { key: 'kind', header: { en: 'Document type', ms: 'Jenis dokumen' } },
  { key: 'documentDate', header: { en: 'Document date', ms: 'Tarikh dokumen' } },
  { key: 'dueDate', header: { en: 'Due date', ms: 'Tarikh akhir' } },
  { key: 'organizationCode', header: { en: 'Customer code', ms: 'Kod pelanggan' } },
  { key: 'buyer', header: { en: 'Customer', ms: 'Pelanggan' } },
  { key: 'category', header: { en: 'Category', ms: 'Kategori' } },
  { key: 'bookingReference', header: { en: 'Booking reference', ms: 'Rujukan tempahan' } },
  { key: 'invoiceNo', header: { en: 'Invoice no.', ms: 'No. invois' } },
  { key: 'lineType', header: { en: 'Line type', ms: 'Jenis baris' } },
  { key: 'lineNo', header: { en: 'Line', ms: 'Baris' }, kind: 'number' },
  { key: 'code', header: { en: 'Sales type', ms: 'Jenis jualan' } },
  { key: 'description', header: { en: 'Description', ms: 'Keterangan' } },
  { key: 'quantity', header: { en: 'Quantity', ms: 'Kuantiti' }, kind: 'number' },
  money('unitPrice', 'Unit price', 'Harga seunit'),
  money('amount', 'Amount', 'Amaun'),
  { key: 'taxType', header: { en: 'Tax type (MyInvois)', ms: 'Jenis cukai (MyInvois)' } },
  money('serviceTax', 'Service tax', 'Cukai perkhidmatan'),
  money('tourismTax', 'Tourism tax', 'Cukai pelancongan'),
  { key: 'currencyCode', header: { en: 'Currency', ms: 'Mata wang' } },
];

interface DocumentJson {
  revenueLines: {
    salesType: string;
    description: string;
    pax: number;
    unitPrice: number;
    amount: number;
    taxType: FinanceTaxType;
    serviceTax: number;
    tourismTax: number;
  }[];
  costLines: { expenses: string; bookingReference: string | null; unit: number; unitPrice: number; amount: number }[];
  amount: number | null;
  paymentMode: string | null;
}

/**
 * Data extraction for the accounting system: every line of the period's issued documents (deactivated
 * ones left out: voided), one row each, revenue and cost lines with their codes and taxes, and a
 * receipt as one line of its amount; exact money in minor-unit decimals (CSV) or numbers (XLSX).
 */
@Injectable()
@ExportSourceProvider()
export class DataExtractionSource implements ExportSource<DataExtractionRequest> {
  readonly kind = FINANCE_EXPORT_KINDS.dataExtraction;

  constructor(
    private readonly dataSource: DataSource,
    private readonly organizations: OrganizationDirectory,
  ) {}

  async run(
    { params, language }: ExportRequest<DataExtractionRequest>,
    progress: (percent: number) => Promise<void>,
  ): Promise<ExportFile> {
    const docs = (await this.dataSource.query(
      `SELECT d.document_no, d.kind, to_char(d.document_date, 'YYYY-MM-DD') AS document_date, to_char(d.due_date, 'YYYY-MM-DD') AS due_date,
              d.organization_id, d.buyer, d.category, d.booking_reference, d.invoice_no, d.currency_code, d.document
         FROM finance.documents d
        WHERE d.status = 'ISSUED' AND d.kind = ANY($1::text[]) AND d.document_date BETWEEN $2::date AND $3::date
        ORDER BY d.document_date, d.kind, d.document_no`,
      [params.kinds, params.dateFrom, params.dateTo],
    )) as {
      document_no: string;
      kind: string;
      document_date: string;
      due_date: string | null;
      organization_id: string | null;
      buyer: string | null;
      category: string;
      booking_reference: string | null;
      invoice_no: string | null;
      currency_code: string;
      document: DocumentJson;
    }[];
    // Customer codes as the organizations context has them now (the accounting system's key).
    const codes = new Map<string, string | null>();
    for (const id of new Set(docs.flatMap((d) => (d.organization_id ? [d.organization_id] : [])))) {
      codes.set(id, await this.organizations.codeOf(this.dataSource.manager, id));
    }
    const lines: Line[] = [];
    for (const [i, d] of docs.entries()) {
      const base = {
        documentNo: d.document_no,
        kind: d.kind,
        documentDate: d.document_date,
        dueDate: d.due_date,
        organizationCode: d.organization_id ? (codes.get(d.organization_id) ?? null) : null,
        buyer: d.buyer,
        category: d.category,
        bookingReference: d.booking_reference,
        invoiceNo: d.invoice_no,
        currencyCode: d.currency_code,
      };
      const c = d.document;
      if (d.kind === 'RECEIPT') {
        const amount = c.amount ?? 0;
        lines.push({
          ...base,
          lineType: 'RECEIPT',
          lineNo: 1,
          code: c.paymentMode,
          description: null,
          quantity: 1,
          unitPrice: amount,
          amount,
          taxType: null,
          serviceTax: 0,
          tourismTax: 0,
        });
      }
      c.revenueLines?.forEach((l, n) =>
        lines.push({
          ...base,
          lineType: 'REVENUE',
          lineNo: n + 1,
          code: l.salesType,
          description: l.description,
          quantity: l.pax,
          unitPrice: l.unitPrice,
          amount: l.amount,
          taxType: MYINVOIS_TAX_TYPE[l.taxType],
          serviceTax: l.serviceTax,
          tourismTax: l.tourismTax,
        }),
      );
      c.costLines?.forEach((l, n) =>
        lines.push({
          ...base,
          lineType: 'COST',
          lineNo: n + 1,
          code: l.bookingReference,
          description: l.expenses,
          quantity: l.unit,
          unitPrice: l.unitPrice,
          amount: l.amount,
          taxType: null,
          serviceTax: 0,
          tourismTax: 0,
        }),
      );
      if (i % 500 === 499) await progress((i / docs.length) * 90);
    }
    const name = `extraction-${params.dateFrom}-${params.dateTo}`;
    const table = { columns: COLUMNS, rows: lines, language, sheetName: 'Lines' };
    if (params.format === 'xlsx')
      return { fileName: `${name}.xlsx`, contentType: EXPORT_CONTENT_TYPES.xlsx, body: await tableToXlsx(table) };
    return { fileName: `${name}.csv`, contentType: EXPORT_CONTENT_TYPES.csv, body: tableToCsv(table) };
  }
}
