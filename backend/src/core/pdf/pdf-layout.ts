import PDFDocument from 'pdfkit';
import { toBuffer as qrToBuffer } from 'qrcode';
import { formatDateText, type Language } from '@bo/shared';

/**
 * What every printed document (a booking's hotel voucher and theme-park ticket; finance documents
 * next) is built from: an A4 PDF with the document's reference large and as a QR code at the top,
 * titled sections of label/value rows, and a footer with the reference and 'Page n of m' on every
 * page. Each document draws its own sections with these pieces (PdfLayout) and keeps only what is
 * its own, words included.
 *
 * Pure apart from rendering: the same document renders to the same bytes (the PDF's dates and file
 * ID come from its `issuedAt`), so a re-made document that did not change is recognised.
 */

export interface RenderPdfOptions {
  /** Deflate the page streams (default true). Off only to read the PDF's text in tests. */
  compress?: boolean;
}

/** A column of PdfLayout.tableRow: its share of the width and the side its cells align to. */
export interface PdfColumn {
  weight: number;
  align?: 'left' | 'right';
}

export interface TableRowOptions {
  /** Muted bold labels over an accent rule. */
  header?: boolean;
  bold?: boolean;
  /** Points; default 9. */
  fontSize?: number;
  /** The line below the row (default true). */
  ruled?: boolean;
  /** Called on the new page when the row starts one, before the row is drawn. */
  onNewPage?: () => void;
}

/** What the header prints of any document besides its reference. */
export interface DocumentIssue {
  /** When the document was issued (ISO instant): printed, and the PDF's creation date. */
  issuedAt: string;
  /** Whom it was issued to or for (an agency); null: nobody named. */
  issuedTo: string | null;
}

/** The words the header and footer print, in the document's language. */
export interface PdfWords {
  /** Above the reference: 'Booking reference'. */
  reference: string;
  issued: string;
  /** Before `issuedTo`: 'Booked by'. */
  issuedTo: string;
  qrCaption: string;
  /** The first footer line on every page. */
  footer: string;
  /** 'Page 1 of 2'. */
  page: (page: number, pages: number) => string;
  /** Sunday first, for `day`. */
  weekdays: readonly string[];
}

/**
 * The QR code printed on a document: a PNG of exactly its reference, error correction M, `scale`
 * pixels per module. The default 8 suits a short reference printed large; a long text (a MyInvois
 * link, 41 modules a side) at 8 costs ~25 ms to encode and embed, at 4 ~8 ms, still ~150 dpi at 96 pt.
 */
export async function qrPng(reference: string, scale = 8): Promise<Buffer> {
  return qrToBuffer(reference, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale });
}

const AUTHOR = 'Back office';

// A4 in points; the bottom margin leaves room for the footer drawn on every page at the end.
const MARGIN = 50;
const FOOTER_SPACE = 70;
const LABEL_WIDTH = 165;
export const CELL_PADDING = 3.5;
export const REGULAR = 'Helvetica';
export const BOLD = 'Helvetica-Bold';
export const INK = '#1a1a1a';
export const MUTED = '#595959';
export const RULE = '#c8c8c8';
export const ACCENT = '#0b4f6c';

/** An A4 PDF, its metadata pinned to the document (title, subject, issue date), drawn by `draw`. */
export async function renderPdf(
  pdf: { title: string; subject: string; issuedAt: Date; lang: Language; options: RenderPdfOptions },
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: FOOTER_SPACE },
    compress: pdf.options.compress ?? true,
    bufferPages: true,
    lang: pdf.lang,
    displayTitle: true,
    // pdfkit derives the trailer's file ID from this info (CreationDate included): pinned, it pins the ID.
    info: {
      Title: pdfText(pdf.title),
      Author: AUTHOR,
      Subject: pdfText(pdf.subject),
      Creator: AUTHOR,
      Producer: 'PDFKit',
      CreationDate: pdf.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return finished;
}

/**
 * Draws one document top to bottom, starting a page when the next block would not fit. A document's
 * layout extends it with its own sections; `title` heads the first page and every footer.
 */
export class PdfLayout<Words extends PdfWords> {
  protected readonly left: number;
  protected readonly width: number;

  constructor(
    protected readonly doc: PDFKit.PDFDocument,
    protected readonly words: Words,
    protected readonly lang: Language,
    protected readonly title: string,
  ) {
    this.left = doc.page.margins.left;
    this.width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  }

  /**
   * The title, the reference large, an optional line under it (`subtitle`), issue date and whom it
   * was issued to on the left; the QR code (`qrSize` points square) on the right.
   */
  protected header(reference: string, issue: DocumentIssue, qr: Buffer, qrSize: number, subtitle?: string): void {
    const { doc, words: w } = this;
    const top = doc.y;
    const textWidth = this.width - qrSize - 20;
    const qrLeft = this.left + this.width - qrSize;

    doc.image(qr, qrLeft, top, { width: qrSize, height: qrSize });
    doc.font(REGULAR).fontSize(7.5).fillColor(MUTED);
    doc.text(pdfText(w.qrCaption), qrLeft - 10, top + qrSize + 2, { width: qrSize + 20, align: 'center' });
    const qrBottom = doc.y;

    doc.font(BOLD).fontSize(24).fillColor(ACCENT).text(pdfText(this.title), this.left, top, { width: textWidth });
    doc.moveDown(0.4);
    doc.font(REGULAR).fontSize(9).fillColor(MUTED).text(pdfText(w.reference), { width: textWidth });
    doc.font(BOLD).fontSize(28).fillColor(INK).text(pdfText(reference), { width: textWidth });
    doc.moveDown(0.3);
    if (subtitle !== undefined) doc.font(BOLD).fontSize(13).fillColor(INK).text(pdfText(subtitle), { width: textWidth });
    doc.font(REGULAR).fontSize(9).fillColor(MUTED);
    doc.text(pdfText(`${w.issued}: ${formatDateText(issue.issuedAt, 'displayDateTime', this.lang)}`), { width: textWidth });
    if (issue.issuedTo) doc.text(pdfText(`${w.issuedTo}: ${issue.issuedTo}`), { width: textWidth });

    doc.y = Math.max(doc.y, qrBottom) + 10;
    this.rule(doc.y, 1, ACCENT);
    doc.y += 12;
  }

  protected section(title: string): void {
    const { doc } = this;
    // The heading and at least one row together, never a heading alone at the foot of a page.
    this.ensureSpace(80);
    doc.y += 8;
    doc.font(BOLD).fontSize(12).fillColor(ACCENT).text(pdfText(title), this.left, doc.y, { width: this.width });
    doc.y += 2;
    this.rule(doc.y, 0.75, ACCENT);
  }

  /**
   * One label/value row of a section's table; the value may wrap over several lines, and is bold
   * when larger than the 10-point text (`valueSize`). `ruled` false leaves out the line below, for
   * rows that continue one list (guest names, ticket types).
   */
  protected row(label: string, value: string, ruled = true, valueSize = 10): void {
    const { doc } = this;
    const valueLeft = this.left + LABEL_WIDTH;
    const valueWidth = this.width - LABEL_WIDTH - CELL_PADDING;
    const valueFont = valueSize > 10 ? BOLD : REGULAR;
    const labelText = pdfText(label);
    const valueText = pdfText(value);
    const labelHeight = labelText
      ? doc
          .font(BOLD)
          .fontSize(10)
          .heightOfString(labelText, { width: LABEL_WIDTH - 2 * CELL_PADDING })
      : 0;
    const valueHeight = doc.font(valueFont).fontSize(valueSize).heightOfString(valueText, { width: valueWidth });
    const height = Math.max(labelHeight, valueHeight) + (ruled ? 2 * CELL_PADDING : CELL_PADDING);
    this.ensureSpace(height);

    const top = doc.y;
    if (labelText) {
      doc
        .font(BOLD)
        .fontSize(10)
        .fillColor(MUTED)
        .text(labelText, this.left + CELL_PADDING, top + CELL_PADDING, { width: LABEL_WIDTH - 2 * CELL_PADDING });
    }
    doc
      .font(valueFont)
      .fontSize(valueSize)
      .fillColor(INK)
      .text(valueText, valueLeft, top + CELL_PADDING, { width: valueWidth });
    this.endRow(top, height, ruled);
  }

  /** After a row drawn from `top`: below it and its `height`, the rule if `ruled`, back at the left. */
  protected endRow(top: number, height: number, ruled: boolean): void {
    const { doc } = this;
    // A value taller than a page flows on by itself (doc.y is then on the next page, above `top`).
    if (doc.y > top) doc.y = Math.max(doc.y, top + height);
    if (ruled) this.rule(doc.y, 0.5, RULE);
    doc.x = this.left;
  }

  /**
   * One row of a table across the width (finance documents' lines, totals and statements): a cell
   * per column, widths in proportion to `weight`, each aligned to its side (money right) and
   * wrapping within its cell; the row is as tall as its tallest cell. `header` draws muted bold
   * labels over an accent rule. A row that does not fit starts a page and calls `onNewPage` first
   * (to repeat the table's header there).
   */
  protected tableRow(columns: readonly PdfColumn[], cells: readonly string[], options: TableRowOptions = {}): void {
    const { doc } = this;
    const size = options.fontSize ?? 9;
    const font = options.header || options.bold ? BOLD : REGULAR;
    const unit = this.width / columns.reduce((sum, column) => sum + column.weight, 0);
    doc.font(font).fontSize(size);
    const lineHeight = doc.currentLineHeight(true);
    const measured = columns.map((column, index) => {
      const width = column.weight * unit - 2 * CELL_PADDING;
      const text = pdfText(cells[index] ?? '');
      // Most cells (figures, codes) fit on one line: measuring their width is far cheaper than wrapping them.
      const oneLine = !text.includes('\n') && doc.widthOfString(text) <= width;
      const height = text === '' ? 0 : oneLine ? lineHeight : doc.heightOfString(text, { width });
      return { text, width, align: column.align ?? 'left', height };
    });
    const height = Math.max(lineHeight, ...measured.map((cell) => cell.height)) + 2 * CELL_PADDING;
    if (doc.y + height > doc.page.maxY()) {
      doc.addPage();
      options.onNewPage?.();
      doc.font(font).fontSize(size);
    }
    const top = doc.y;
    let x = this.left;
    doc.fillColor(options.header ? MUTED : INK);
    for (const cell of measured) {
      if (cell.text) doc.text(cell.text, x + CELL_PADDING, top + CELL_PADDING, { width: cell.width, align: cell.align });
      x += cell.width + 2 * CELL_PADDING;
    }
    doc.y = top + height;
    if (options.ruled ?? true) this.rule(doc.y, options.header ? 0.75 : 0.5, options.header ? ACCENT : RULE);
    doc.x = this.left;
  }

  /** 'Mon 2025-May-12' for a yyyy-MM-dd day (anything else as given), then 'from 14:00' on a line of its own. */
  protected day(day: string, time?: string | null, at?: (time: string) => string): string {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
    const weekday = match
      ? this.words.weekdays[new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))).getUTCDay()]
      : '';
    const text = match ? `${weekday} ${formatDateText(day, 'display', this.lang)}` : day;
    return time && at ? `${text}\n${at(time)}` : text;
  }

  protected ensureSpace(height: number): void {
    if (this.doc.y + height > this.doc.page.maxY()) this.doc.addPage();
  }

  protected rule(y: number, lineWidth: number, color: string): void {
    this.doc
      .moveTo(this.left, y)
      .lineTo(this.left + this.width, y)
      .lineWidth(lineWidth)
      .strokeColor(color)
      .stroke();
  }

  /** On every page, below the content: the footer line, the title and reference, and 'Page n of m'. */
  protected footers(reference: string): void {
    const { doc, words: w } = this;
    const range = doc.bufferedPageRange();
    for (let index = 0; index < range.count; index++) {
      doc.switchToPage(range.start + index);
      // Writing below the bottom margin would start a new page: lift the margin while drawing the footer.
      const bottomMargin = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      const top = doc.page.height - bottomMargin + 18;
      this.rule(top, 0.5, RULE);
      doc.font(REGULAR).fontSize(8).fillColor(MUTED);
      doc.text(pdfText(w.footer), this.left, top + 6, { width: this.width, lineBreak: false });
      doc.text(pdfText(`${this.title} ${reference}`), this.left, top + 18, { width: this.width / 2, lineBreak: false });
      doc.text(pdfText(w.page(index + 1, range.count)), this.left + this.width / 2, top + 18, {
        width: this.width / 2,
        align: 'right',
        lineBreak: false,
      });
      doc.page.margins.bottom = bottomMargin;
    }
  }
}

/** Characters the standard fonts can draw (WinAnsi) beyond Latin-1: pdfkit maps these, and only these. */
const WIN_ANSI_EXTRA = new Set(
  '\u20ac\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u017d\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u017e\u0178',
);
const drawable = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
};

/**
 * Text the built-in Helvetica can draw (WinAnsi): Latin letters with their accents stay; a letter
 * outside it loses its accents when that makes it drawable ('ă' -> 'a'), else becomes '?'; control
 * characters other than line breaks become spaces. Non-Latin names (Chinese, Jawi) would need an
 * embedded font: docs/vouchers.md.
 */
export function pdfText(text: string): string {
  let out = '';
  for (const char of text.replace(/\r\n?/g, '\n').normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '\n' || drawable(char)) out += char;
    else if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) out += ' ';
    else {
      const base = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      out += base && [...base].every(drawable) ? base : '?';
    }
  }
  return out;
}
