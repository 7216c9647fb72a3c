import {
  ACCOUNTING_CATEGORY,
  PAYMENT_METHOD,
  formatDateText,
  formatMinor,
  labelOf,
  type FinanceDocument,
  type Language,
} from '@bo/shared';
import {
  BOLD,
  INK,
  MUTED,
  REGULAR,
  pdfText,
  qrPng,
  renderPdf,
  type PdfColumn,
  type RenderPdfOptions,
} from '../../../core/pdf/pdf-layout';
import { FinanceLayout, type CompanyDetails } from './finance-layout';
import { FINANCE_WORDS } from './finance-words';

/**
 * The printed invoice (or tax invoice), credit note, debit note and receipt: an A4 PDF the buyer
 * gets, from the FinanceDocument as the read model holds it and our company's details.
 *
 * It NEVER prints the cost lines, the cost total or the gross profit: they are the business's own
 * margin, and the buyer (an agency, a guest) must not learn what the supplier was paid. Only the
 * revenue side and the taxes are drawn.
 *
 * Pure apart from rendering: no database, no network, no clock. The same document renders to the
 * same bytes (the PDF's dates and file ID come from `issuedAt`, or `updatedAt` for a draft), so a
 * stored PDF can be re-made and compared.
 */

/** A MyInvois Valid document: what its QR code points at and what is printed under it. */
export interface EInvoiceStamp {
  uuid: string;
  longId: string;
  /** `{portal}/{uuid}/share/{longId}`: the QR code's exact content. */
  validationUrl: string;
  /** ISO instant of LHDN's validation. */
  validatedAt: string;
}

export interface FinanceDocumentPdfOptions extends RenderPdfOptions {
  eInvoice?: EInvoiceStamp;
}

/** The title of a document: an invoice that charges service tax is a Tax Invoice. */
export function financeDocumentTitle(doc: Pick<FinanceDocument, 'kind' | 'totals'>, lang: Language): string {
  const w = FINANCE_WORDS[lang];
  return doc.kind === 'INVOICE' && doc.totals.serviceTax > 0 ? w.taxInvoice : w.titles[doc.kind];
}

export async function renderFinanceDocument(
  document: FinanceDocument,
  company: CompanyDetails,
  lang: Language,
  options: FinanceDocumentPdfOptions = {},
): Promise<Buffer> {
  const stamped = document.issuedAt ?? document.updatedAt;
  const issuedAt = new Date(stamped);
  if (Number.isNaN(issuedAt.getTime())) throw new TypeError(`Finance document ${document.documentId}: issuedAt is not a date`);
  const words = FINANCE_WORDS[lang];
  const title = financeDocumentTitle(document, lang);
  const reference = document.documentNo ?? words.draft;
  const qr = options.eInvoice ? await validationQr(options.eInvoice.validationUrl) : null;
  const subject = document.organizationName ?? document.buyerName ?? company.name;
  return renderPdf({ title: `${title} ${reference}`, subject, issuedAt, lang, options }, (doc) =>
    new FinanceDocumentLayout(doc, words, lang, title).draw(document, company, reference, options.eInvoice ?? null, qr),
  );
}

/** Pixels per QR module: the link is long, and scale 4 still prints at ~150 dpi at E_INVOICE_QR_SIZE (bench:finance). */
const E_INVOICE_QR_SCALE = 4;
const QR_CACHE_SIZE = 256;
const qrCache = new Map<string, Promise<Buffer>>();

/**
 * The QR of a validation link, kept for the last QR_CACHE_SIZE links: a document is made again in
 * the other language, or re-sent, with the same link, and the QR is most of an e-invoice's render.
 */
function validationQr(url: string): Promise<Buffer> {
  let png = qrCache.get(url);
  if (!png) {
    png = qrPng(url, E_INVOICE_QR_SCALE);
    qrCache.set(url, png);
    png.catch(() => qrCache.delete(url));
    if (qrCache.size > QR_CACHE_SIZE) qrCache.delete(qrCache.keys().next().value as string);
  }
  return png;
}

const LINE_COLUMNS: readonly PdfColumn[] = [
  { weight: 0.45, align: 'right' },
  { weight: 3.7 },
  { weight: 2.2 },
  { weight: 0.7, align: 'right' },
  { weight: 1.6, align: 'right' },
  { weight: 1.7, align: 'right' },
  { weight: 1.4, align: 'right' },
];
const TOTAL_COLUMNS: readonly PdfColumn[] = [{ weight: 5 }, { weight: 3, align: 'right' }, { weight: 2, align: 'right' }];
const ALLOCATION_COLUMNS: readonly PdfColumn[] = [{ weight: 5 }, { weight: 3 }, { weight: 2, align: 'right' }];
const E_INVOICE_QR_SIZE = 96;

class FinanceDocumentLayout extends FinanceLayout {
  private money(document: FinanceDocument, minor: number): string {
    return formatMinor(minor, document.currencyCode);
  }

  draw(document: FinanceDocument, company: CompanyDetails, reference: string, eInvoice: EInvoiceStamp | null, qr: Buffer | null) {
    const w = this.words;
    const draft = document.documentNo === null;
    this.letterhead(company, draft ? { text: w.draft, large: true } : { text: reference, large: false });
    if (document.status === 'DEACTIVATED') {
      this.banner(w.deactivated, document.deactivationReason ? `${w.reason}: ${document.deactivationReason}` : null);
    }

    const receipt = document.kind === 'RECEIPT';
    this.partyAndFacts(receipt ? w.receivedFrom : w.billTo, document.organizationName ?? document.buyerName ?? '-', [
      [w.documentDate, this.date(document.documentDate)],
      [w.dueDate, receipt ? null : this.date(document.dueDate)],
      [w.bookingReference, document.bookingReference],
      [w.referenceNumber, document.referenceNumber],
      [w.handledBy, document.handledBy],
    ]);

    if (document.kind === 'CREDIT_NOTE' || document.kind === 'DEBIT_NOTE') {
      this.section(w.correction);
      this.row(w.invoiceNo, document.invoiceNo ?? '-');
      this.row(w.reason, document.reason ?? '-');
    }
    if (receipt) this.payment(document);
    else {
      this.trip(document);
      this.lines(document);
      this.totals(document);
    }
    this.notes(document);
    if (eInvoice && qr) this.eInvoice(eInvoice, qr);
    this.footers(reference);
  }

  private trip(document: FinanceDocument): void {
    const w = this.words;
    const cells: [string, string][] = (
      [
        [w.tourCode, document.tourCode ?? ''],
        [w.guest, document.guestName ?? ''],
        [w.market, document.market ?? ''],
        [w.checkIn, this.date(document.checkIn)],
        [w.checkOut, this.date(document.checkOut)],
      ] as [string, string][]
    ).filter(([, value]) => value !== '');
    if (cells.length === 0) return;
    this.section(w.trip);
    const columns = cells.map(([label]) => ({ weight: label === w.guest ? 2 : 1.2 }));
    this.tableRow(
      columns,
      cells.map(([label]) => label),
      { header: true, ruled: false, fontSize: 8 },
    );
    this.tableRow(
      columns,
      cells.map(([, value]) => value),
      { fontSize: 10 },
    );
  }

  private lines(document: FinanceDocument): void {
    const w = this.words;
    this.section(w.lines);
    const header = () =>
      this.tableRow(LINE_COLUMNS, [w.lineNo, w.description, w.salesType, w.pax, w.unitPrice, w.amount, w.tax], { header: true });
    header();
    document.revenueLines.forEach((line, index) => {
      this.tableRow(
        LINE_COLUMNS,
        [
          String(index + 1),
          line.description,
          labelOf(ACCOUNTING_CATEGORY, line.salesType, this.lang),
          String(line.pax),
          this.money(document, line.unitPrice),
          this.money(document, line.amount),
          line.serviceTax + line.tourismTax === 0 ? '-' : this.money(document, line.serviceTax + line.tourismTax),
        ],
        { onNewPage: header },
      );
    });
  }

  private totals(document: FinanceDocument): void {
    const w = this.words;
    const { totals } = document;
    // The four rows stay together, on the lines' page when they fit.
    this.ensureSpace(4 * 20);
    this.doc.y += 4;
    this.tableRow(TOTAL_COLUMNS, ['', w.subtotal, this.money(document, totals.subtotal)], { ruled: false });
    this.tableRow(TOTAL_COLUMNS, ['', w.serviceTax, this.money(document, totals.serviceTax)], { ruled: false });
    this.tableRow(TOTAL_COLUMNS, ['', w.tourismTax, this.money(document, totals.tourismTax)], { ruled: false });
    this.tableRow(TOTAL_COLUMNS, ['', w.total(document.currencyCode), this.money(document, totals.total)], {
      bold: true,
      fontSize: 11,
    });
  }

  private payment(document: FinanceDocument): void {
    const w = this.words;
    const received = document.amount ?? 0;
    this.section(w.payment);
    this.row(w.amountReceived, formatMinor(received, document.currencyCode, { withCode: true }), true, 13);
    this.row(w.paymentMode, labelOf(PAYMENT_METHOD, document.paymentMode, this.lang) || '-');
    if (document.allocations.length > 0) {
      this.section(w.allocations);
      const header = () => this.tableRow(ALLOCATION_COLUMNS, [w.invoiceNo, '', w.amount], { header: true });
      header();
      for (const allocation of document.allocations) {
        this.tableRow(ALLOCATION_COLUMNS, [allocation.invoiceNo, '', this.money(document, allocation.amount)], {
          onNewPage: header,
        });
      }
    }
    const allocated = document.allocations.reduce((sum, allocation) => sum + allocation.amount, 0);
    this.ensureSpace(3 * 20);
    this.doc.y += 4;
    this.tableRow(TOTAL_COLUMNS, ['', w.amountReceived, this.money(document, received)], { ruled: false });
    this.tableRow(TOTAL_COLUMNS, ['', w.allocated, this.money(document, allocated)], { ruled: false });
    this.tableRow(TOTAL_COLUMNS, ['', w.unallocated, this.money(document, received - allocated)], { bold: true });
  }

  private notes(document: FinanceDocument): void {
    const w = this.words;
    const rows = (
      [
        [w.descriptions, document.descriptions],
        [w.remark, document.remark],
      ] as [string, string | null][]
    ).filter((row): row is [string, string] => Boolean(row[1]?.trim()));
    if (rows.length === 0) return;
    this.section(w.notes);
    for (const [label, value] of rows) this.row(label, value);
  }

  /** The MyInvois stamp: the QR code of the validation link, the UUID, when it was validated. */
  private eInvoice(stamp: EInvoiceStamp, qr: Buffer): void {
    const { doc, words: w } = this;
    this.section(w.eInvoice);
    this.ensureSpace(E_INVOICE_QR_SIZE + 24);
    const top = doc.y + 6;
    doc.image(qr, this.left, top, { width: E_INVOICE_QR_SIZE, height: E_INVOICE_QR_SIZE });
    doc.font(REGULAR).fontSize(7).fillColor(MUTED);
    doc.text(pdfText(w.qrCaption), this.left - 10, top + E_INVOICE_QR_SIZE + 2, {
      width: E_INVOICE_QR_SIZE + 20,
      align: 'center',
    });
    const qrBottom = doc.y;
    const textLeft = this.left + E_INVOICE_QR_SIZE + 20;
    const textWidth = this.width - E_INVOICE_QR_SIZE - 20;
    const line = (label: string, value: string, y?: number) => {
      doc
        .font(BOLD)
        .fontSize(9)
        .fillColor(MUTED)
        .text(pdfText(label), textLeft, y ?? doc.y, { width: textWidth });
      doc.font(REGULAR).fontSize(9).fillColor(INK).text(pdfText(value), { width: textWidth });
      doc.y += 3;
    };
    line(w.uuid, stamp.uuid, top);
    line(w.validatedAt, formatDateText(stamp.validatedAt, 'displayDateTime', this.lang));
    line(w.validationLink, stamp.validationUrl);
    doc.y = Math.max(doc.y, qrBottom) + 6;
    doc.x = this.left;
  }
}
