import {
  FINANCE_DOCUMENT_KIND,
  FINANCE_DOCUMENT_STATUS,
  type FinanceDocumentKind,
  type FinanceDocumentStatus,
  formatMinor,
  labelOf,
  type Language,
} from '@bo/shared';
import { type PdfColumn, renderPdf, type RenderPdfOptions } from '../../../core/pdf/pdf-layout';
import { type CompanyDetails, FinanceLayout } from './finance-layout';
import { FINANCE_WORDS } from './finance-words';

/** One document of the report, as the reader gathered it (integer minor units of its currency). */
export interface ReportedDocument {
  documentDate: string;
  documentNo: string | null;
  kind: FinanceDocumentKind;
  status: FinanceDocumentStatus;
  buyer: string | null;
  currencyCode: string;
  total: number;
  outstanding: number | null;
}

export interface DocumentsReport {
  from: string;
  to: string;
  documents: ReportedDocument[];
  /** Per currency, of the documents not deactivated. */
  totals: { currencyCode: string; total: number; outstanding: number; count: number }[];
  /** When it was made (ISO instant): the PDF's creation date. */
  generatedAt: string;
}

const COLUMNS: readonly PdfColumn[] = [
  { weight: 1.3 },
  { weight: 1.9 },
  { weight: 1.3 },
  { weight: 2.6 },
  { weight: 1.3 },
  { weight: 1.6, align: 'right' },
  { weight: 1.6, align: 'right' },
];

/** The documents of a period as a PDF listing (the `generatereport` export), with totals per currency. */
export async function renderDocumentsReport(
  report: DocumentsReport,
  company: CompanyDetails,
  lang: Language,
  options: RenderPdfOptions = {},
): Promise<Buffer> {
  const words = FINANCE_WORDS[lang];
  const reference = `${report.from} - ${report.to}`;
  return renderPdf(
    {
      title: `${words.documentsReport} ${reference}`,
      subject: company.name,
      issuedAt: new Date(report.generatedAt),
      lang,
      options,
    },
    (doc) => new ReportLayout(doc, words, lang, words.documentsReport).draw(report, company, reference),
  );
}

class ReportLayout extends FinanceLayout {
  draw(report: DocumentsReport, company: CompanyDetails, reference: string): void {
    const w = this.words;
    this.letterhead(company, { text: `${this.date(report.from)} - ${this.date(report.to)}`, large: false, label: w.period });
    this.section(w.documents(report.documents.length));
    const header = () =>
      this.tableRow(COLUMNS, [w.date, w.documentNo, w.type, w.buyer, w.status, w.amount, w.outstanding], { header: true });
    header();
    for (const d of report.documents) {
      this.tableRow(
        COLUMNS,
        [
          this.date(d.documentDate),
          d.documentNo ?? w.draft,
          labelOf(FINANCE_DOCUMENT_KIND, d.kind, this.lang),
          d.buyer ?? '',
          labelOf(FINANCE_DOCUMENT_STATUS, d.status, this.lang),
          formatMinor(d.total, d.currencyCode, { withCode: true }),
          d.outstanding === null ? '' : formatMinor(d.outstanding, d.currencyCode, { withCode: true }),
        ],
        { onNewPage: header },
      );
    }
    for (const t of report.totals) {
      this.tableRow(
        COLUMNS,
        [
          '',
          '',
          '',
          w.documents(t.count),
          '',
          formatMinor(t.total, t.currencyCode, { withCode: true }),
          formatMinor(t.outstanding, t.currencyCode, { withCode: true }),
        ],
        { bold: true, onNewPage: header },
      );
    }
    this.footers(reference);
  }
}
