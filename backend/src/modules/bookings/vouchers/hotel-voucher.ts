import PDFDocument from 'pdfkit';
import { toBuffer as qrToBuffer } from 'qrcode';
import { formatDateText, type Language } from '@bo/shared';
import { VOUCHER_WORDS, type VoucherWords } from './voucher-words';

/**
 * The hotel voucher of an issued booking: an A4 PDF the guest shows at check-in and the hotel keeps.
 * It says who stays where, when, in what room on what rate and board, what is included and on what
 * cancellation terms, with the booking reference large and as a QR code. It never shows a price:
 * the hotel sees it, and what the buyer paid the agency is not the hotel's business.
 *
 * Pure apart from rendering: no database, no network, no clock. The same voucher renders to the same
 * bytes (the PDF's dates and file ID come from `issuedAt`), so a stored voucher can be re-made and
 * compared, and a re-sent e-mail carries the same file.
 */

export interface HotelVoucher {
  bookingRef: string;
  /** When the voucher was issued (ISO instant): printed, and the PDF's creation date. */
  issuedAt: string;
  hotel: {
    name: string;
    addressLines: string[];
    city: string;
    phone: string | null;
    /** Hotel-local times, e.g. '14:00'. */
    checkInTime: string | null;
    checkOutTime: string | null;
  };
  roomName: string;
  rateName: string;
  /** The meal plan's label in the voucher's language (shared MEAL_PLAN: 'Bed and breakfast' / 'Bilik dan sarapan'). */
  mealPlan: string;
  inclusions: string[];
  /** Hotel-local calendar days, yyyy-MM-dd. */
  checkIn: string;
  checkOut: string;
  nights: number;
  rooms: number;
  adults: number;
  childAges: number[];
  leadGuest: string;
  travellers: string[];
  contact: { name: string; email: string; phone: string | null };
  /** The folio's estimated arrival (hotel-local HH:MM) and requests to the hotel; absent or null: none given. */
  arrivalTime?: string | null;
  specialRequests?: string | null;
  cancellation: {
    refundable: boolean;
    /** Cancelling on or before this hotel-local day (yyyy-MM-dd) costs nothing; null: never free. */
    freeCancellationUntil: string | null;
    /** The terms as the rate states them, in the voucher's language where the caller has it. */
    text: string;
  };
  /** The supplier's (hotel's) own confirmation reference, when it gave one. */
  supplierRef: string | null;
  /** The agency the booking was made for; null for a direct (B2C) booking. */
  organizationName: string | null;
}

export interface RenderVoucherOptions {
  /** Deflate the page streams (default true). Off only to read the PDF's text in tests. */
  compress?: boolean;
}

/** The QR code printed on the voucher: a PNG of exactly the booking reference, error correction M. */
export async function qrPng(bookingRef: string): Promise<Buffer> {
  return qrToBuffer(bookingRef, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 8 });
}

export const VOUCHER_AUTHOR = 'Back office';

// A4 in points; the bottom margin leaves room for the footer drawn on every page at the end.
const MARGIN = 50;
const FOOTER_SPACE = 70;
const QR_SIZE = 112;
const LABEL_WIDTH = 165;
const CELL_PADDING = 3.5;
const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const INK = '#1a1a1a';
const MUTED = '#595959';
const RULE = '#c8c8c8';
const ACCENT = '#0b4f6c';

export async function renderHotelVoucher(
  voucher: HotelVoucher,
  lang: Language,
  options: RenderVoucherOptions = {},
): Promise<Buffer> {
  const issuedAt = new Date(voucher.issuedAt);
  if (Number.isNaN(issuedAt.getTime())) throw new TypeError(`Hotel voucher ${voucher.bookingRef}: issuedAt is not a date`);
  const words = VOUCHER_WORDS[lang];
  const qr = await qrPng(voucher.bookingRef);

  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: FOOTER_SPACE },
    compress: options.compress ?? true,
    bufferPages: true,
    lang,
    displayTitle: true,
    // pdfkit derives the trailer's file ID from this info (CreationDate included): pinned, it pins the ID.
    info: {
      Title: pdfText(`${words.title} ${voucher.bookingRef}`),
      Author: VOUCHER_AUTHOR,
      Subject: pdfText(`${voucher.hotel.name}, ${voucher.checkIn} - ${voucher.checkOut}`),
      Creator: VOUCHER_AUTHOR,
      Producer: 'PDFKit',
      CreationDate: issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  new VoucherLayout(doc, words, lang).draw(voucher, qr);
  doc.end();
  return finished;
}

/** Draws one voucher top to bottom, starting a page when the next block would not fit. */
class VoucherLayout {
  private readonly left: number;
  private readonly width: number;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly words: VoucherWords,
    private readonly lang: Language,
  ) {
    this.left = doc.page.margins.left;
    this.width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  }

  draw(voucher: HotelVoucher, qr: Buffer): void {
    const w = this.words;
    this.header(voucher, qr);
    this.hotel(voucher.hotel);

    this.section(w.stay);
    this.facts([
      { label: w.checkIn, value: this.day(voucher.checkIn, voucher.hotel.checkInTime, w.fromTime), weight: 3 },
      { label: w.checkOut, value: this.day(voucher.checkOut, voucher.hotel.checkOutTime, w.byTime), weight: 3 },
      { label: w.nights, value: String(voucher.nights), weight: 1.6 },
      { label: w.rooms, value: String(voucher.rooms), weight: 1.6 },
      { label: w.adults, value: String(voucher.adults), weight: 1.6 },
      { label: w.children, value: w.childrenWithAges(voucher.childAges), weight: 2.6 },
    ]);
    this.row(w.roomType, voucher.roomName);
    this.row(w.ratePlan, voucher.rateName);
    this.row(w.mealPlan, voucher.mealPlan);
    if (voucher.supplierRef) this.row(w.supplierRef, voucher.supplierRef);

    this.section(w.guests);
    this.row(w.leadGuest, voucher.leadGuest);
    voucher.travellers.forEach((name, index) =>
      this.row(index === 0 ? w.guestNames : '', `${index + 1}. ${name}`, index === voucher.travellers.length - 1),
    );
    const contact = [voucher.contact.name, `${w.email}: ${voucher.contact.email}`];
    if (voucher.contact.phone) contact.push(`${w.phone}: ${voucher.contact.phone}`);
    this.row(w.contact, contact.join('\n'));
    if (voucher.arrivalTime) this.row(w.arrival, voucher.arrivalTime);
    if (voucher.specialRequests) this.row(w.specialRequests, voucher.specialRequests);

    this.section(w.inclusions);
    const inclusions = voucher.inclusions.filter((inclusion) => inclusion.trim());
    if (inclusions.length === 0) this.listItem(w.none, true);
    inclusions.forEach((inclusion, index) => this.listItem(`\u2022 ${inclusion}`, index === inclusions.length - 1));

    this.section(w.cancellation);
    const { cancellation } = voucher;
    this.row(w.policy, cancellation.refundable ? w.refundable : w.nonRefundable);
    if (cancellation.freeCancellationUntil) this.row(w.freeCancellationUntil, this.day(cancellation.freeCancellationUntil));
    if (cancellation.text.trim()) this.row(w.terms, cancellation.text);

    this.footers(voucher.bookingRef);
  }

  /** Title, the booking reference large, issue date and agency on the left; the QR code on the right. */
  private header(voucher: HotelVoucher, qr: Buffer): void {
    const { doc, words: w } = this;
    const top = doc.y;
    const textWidth = this.width - QR_SIZE - 20;
    const qrLeft = this.left + this.width - QR_SIZE;

    doc.image(qr, qrLeft, top, { width: QR_SIZE, height: QR_SIZE });
    doc.font(REGULAR).fontSize(7.5).fillColor(MUTED);
    doc.text(pdfText(w.qrCaption), qrLeft - 10, top + QR_SIZE + 2, { width: QR_SIZE + 20, align: 'center' });
    const qrBottom = doc.y;

    doc.font(BOLD).fontSize(24).fillColor(ACCENT).text(pdfText(w.title), this.left, top, { width: textWidth });
    doc.moveDown(0.4);
    doc.font(REGULAR).fontSize(9).fillColor(MUTED).text(pdfText(w.bookingRef), { width: textWidth });
    doc.font(BOLD).fontSize(28).fillColor(INK).text(pdfText(voucher.bookingRef), { width: textWidth });
    doc.moveDown(0.3);
    doc.font(REGULAR).fontSize(9).fillColor(MUTED);
    doc.text(pdfText(`${w.issued}: ${formatDateText(voucher.issuedAt, 'displayDateTime', this.lang)}`), { width: textWidth });
    if (voucher.organizationName) doc.text(pdfText(`${w.bookedBy}: ${voucher.organizationName}`), { width: textWidth });

    doc.y = Math.max(doc.y, qrBottom) + 10;
    this.rule(doc.y, 1, ACCENT);
    doc.y += 12;
  }

  private hotel(hotel: HotelVoucher['hotel']): void {
    const { doc } = this;
    doc.font(REGULAR).fontSize(9).fillColor(MUTED).text(pdfText(this.words.hotel), this.left, doc.y, { width: this.width });
    doc.font(BOLD).fontSize(15).fillColor(INK).text(pdfText(hotel.name), { width: this.width });
    doc.font(REGULAR).fontSize(10).fillColor(INK);
    // The city on a line of its own unless the address already names it ('88000 Kota Kinabalu').
    const lines = hotel.addressLines.filter((line) => line.trim());
    const city = hotel.city.trim();
    if (city && !lines.some((line) => line.toLowerCase().includes(city.toLowerCase()))) lines.push(city);
    for (const line of lines) doc.text(pdfText(line), { width: this.width });
    if (hotel.phone) doc.text(pdfText(`${this.words.phone}: ${hotel.phone}`), { width: this.width });
    doc.moveDown(0.5);
  }

  private section(title: string): void {
    const { doc } = this;
    // The heading and at least one row together, never a heading alone at the foot of a page.
    this.ensureSpace(80);
    doc.y += 8;
    doc.font(BOLD).fontSize(12).fillColor(ACCENT).text(pdfText(title), this.left, doc.y, { width: this.width });
    doc.y += 2;
    this.rule(doc.y, 0.75, ACCENT);
  }

  /**
   * The stay at a glance: one band of cells, label above value, widths in proportion to `weight`
   * (dates wider than counts). A value wraps within its cell; the band is as tall as its tallest cell.
   */
  private facts(cells: { label: string; value: string; weight: number }[]): void {
    const { doc } = this;
    const unit = this.width / cells.reduce((sum, cell) => sum + cell.weight, 0);
    const measured = cells.map((cell) => {
      const width = cell.weight * unit - 2 * CELL_PADDING;
      const label = pdfText(cell.label);
      const value = pdfText(cell.value);
      const labelHeight = doc.font(REGULAR).fontSize(8).heightOfString(label, { width });
      const valueHeight = doc.font(BOLD).fontSize(11).heightOfString(value, { width });
      return { label, value, width, labelHeight, height: labelHeight + 2 + valueHeight };
    });
    const height = Math.max(...measured.map((cell) => cell.height)) + 2 * CELL_PADDING + 2;
    this.ensureSpace(height);
    const top = doc.y;
    let x = this.left;
    for (const cell of measured) {
      doc
        .font(REGULAR)
        .fontSize(8)
        .fillColor(MUTED)
        .text(cell.label, x + CELL_PADDING, top + CELL_PADDING, { width: cell.width });
      doc.font(BOLD).fontSize(11).fillColor(INK);
      doc.text(cell.value, x + CELL_PADDING, top + CELL_PADDING + cell.labelHeight + 2, { width: cell.width });
      x += cell.width + 2 * CELL_PADDING;
    }
    doc.y = top + height;
    this.rule(doc.y, 0.5, RULE);
    doc.x = this.left;
  }

  /**
   * One label/value row of a section's table; the value may wrap over several lines. `ruled` false
   * leaves out the line below, for rows that continue one list (the guest names).
   */
  private row(label: string, value: string, ruled = true): void {
    const { doc } = this;
    const valueLeft = this.left + LABEL_WIDTH;
    const valueWidth = this.width - LABEL_WIDTH - CELL_PADDING;
    const labelText = pdfText(label);
    const valueText = pdfText(value);
    doc.fontSize(10);
    const labelHeight = labelText ? doc.font(BOLD).heightOfString(labelText, { width: LABEL_WIDTH - 2 * CELL_PADDING }) : 0;
    const valueHeight = doc.font(REGULAR).heightOfString(valueText, { width: valueWidth });
    const height = Math.max(labelHeight, valueHeight) + (ruled ? 2 * CELL_PADDING : CELL_PADDING);
    this.ensureSpace(height);

    const top = doc.y;
    if (labelText) {
      doc
        .font(BOLD)
        .fillColor(MUTED)
        .text(labelText, this.left + CELL_PADDING, top + CELL_PADDING, {
          width: LABEL_WIDTH - 2 * CELL_PADDING,
        });
    }
    doc
      .font(REGULAR)
      .fillColor(INK)
      .text(valueText, valueLeft, top + CELL_PADDING, { width: valueWidth });
    this.endRow(top, height, ruled);
  }

  /** A line of a list across the whole width (the inclusions). */
  private listItem(text: string, last: boolean): void {
    const { doc } = this;
    const width = this.width - 2 * CELL_PADDING;
    const value = pdfText(text);
    const height = doc.font(REGULAR).fontSize(10).heightOfString(value, { width }) + (last ? 2 * CELL_PADDING : CELL_PADDING);
    this.ensureSpace(height);
    const top = doc.y;
    doc.fillColor(INK).text(value, this.left + CELL_PADDING, top + CELL_PADDING, { width });
    this.endRow(top, height, last);
  }

  private endRow(top: number, height: number, ruled: boolean): void {
    const { doc } = this;
    // A value taller than a page flows on by itself (doc.y is then on the next page, above `top`).
    if (doc.y > top) doc.y = Math.max(doc.y, top + height);
    if (ruled) this.rule(doc.y, 0.5, RULE);
    doc.x = this.left;
  }

  /** 'Mon 2025-May-12' for a yyyy-MM-dd day (anything else as given), then 'from 14:00' on a line of its own. */
  private day(day: string, time?: string | null, at?: (time: string) => string): string {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
    const weekday = match
      ? this.words.weekdays[new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))).getUTCDay()]
      : '';
    const text = match ? `${weekday} ${formatDateText(day, 'display', this.lang)}` : day;
    return time && at ? `${text}\n${at(time)}` : text;
  }

  private ensureSpace(height: number): void {
    if (this.doc.y + height > this.doc.page.maxY()) this.doc.addPage();
  }

  private rule(y: number, lineWidth: number, color: string): void {
    this.doc
      .moveTo(this.left, y)
      .lineTo(this.left + this.width, y)
      .lineWidth(lineWidth)
      .strokeColor(color)
      .stroke();
  }

  /** On every page, below the content: the footer line, the reference and 'Page n of m'. */
  private footers(bookingRef: string): void {
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
      doc.text(pdfText(`${w.title} ${bookingRef}`), this.left, top + 18, { width: this.width / 2, lineBreak: false });
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
