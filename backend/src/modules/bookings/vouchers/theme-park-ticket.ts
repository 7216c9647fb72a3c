import PDFDocument from 'pdfkit';
import { formatDateText, type Language } from '@bo/shared';
import { pdfText, qrPng, VOUCHER_AUTHOR } from './hotel-voucher';
import type { ThemeParkTicket } from './theme-park-ticket-data';
import { TICKET_WORDS, type TicketWords } from './ticket-words';

/**
 * The ticket of an issued theme-park or cable-car booking: an A4 PDF shown at the entrance. It says
 * where, on which day, how many tickets of which type and for whom, with the booking reference large
 * and as a QR code (the gate scans it). No price, like the hotel voucher.
 *
 * Pure apart from rendering: the same ticket renders to the same bytes (the PDF's dates and file ID
 * come from `issuedAt`), so a re-made ticket that did not change is recognised and not stored again.
 */

export interface RenderTicketOptions {
  /** Deflate the page streams (default true). Off only to read the PDF's text in tests. */
  compress?: boolean;
}

const MARGIN = 50;
const FOOTER_SPACE = 70;
const QR_SIZE = 132;
const LABEL_WIDTH = 165;
const PAD = 3.5;
const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const INK = '#1a1a1a';
const MUTED = '#595959';
const RULE = '#c8c8c8';
const ACCENT = '#0b4f6c';

export async function renderThemeParkTicket(
  ticket: ThemeParkTicket,
  lang: Language,
  options: RenderTicketOptions = {},
): Promise<Buffer> {
  const issuedAt = new Date(ticket.issuedAt);
  if (Number.isNaN(issuedAt.getTime())) throw new TypeError(`Ticket ${ticket.bookingRef}: issuedAt is not a date`);
  const words = TICKET_WORDS[lang];
  const title = words.title[ticket.productType];
  const qr = await qrPng(ticket.bookingRef);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: FOOTER_SPACE },
    compress: options.compress ?? true,
    bufferPages: true,
    lang,
    displayTitle: true,
    // pdfkit derives the trailer's file ID from this info (CreationDate included): pinned, it pins the ID.
    info: {
      Title: pdfText(`${title} ${ticket.bookingRef}`),
      Author: VOUCHER_AUTHOR,
      Subject: pdfText(`${ticket.product.name}, ${ticket.visitDate}`),
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
  new TicketLayout(doc, words, lang, title).draw(ticket, qr);
  doc.end();
  return finished;
}

/** Draws one ticket top to bottom, starting a page when the next block would not fit. */
class TicketLayout {
  private readonly left: number;
  private readonly width: number;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly words: TicketWords,
    private readonly lang: Language,
    private readonly title: string,
  ) {
    this.left = doc.page.margins.left;
    this.width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  }

  draw(ticket: ThemeParkTicket, qr: Buffer): void {
    const w = this.words;
    this.header(ticket, qr);

    this.section(w.venue);
    this.row(w.address, [ticket.product.name, ...ticket.product.addressLines].join('\n'));
    if (ticket.product.phone) this.row(w.phone, ticket.product.phone);
    if (ticket.product.openingHours) this.row(w.openingHours, ticket.product.openingHours);

    this.section(w.visit);
    this.row(w.visitDate, this.day(ticket.visitDate), true, 14);
    this.row(w.tickets, w.ticketsCount(ticket.quantity));
    ticket.tickets.forEach((t, index) =>
      this.row(index === 0 ? w.ticketType : '', `${t.quantity} \u00d7 ${t.name}`, index === ticket.tickets.length - 1),
    );
    if (ticket.supplierRef) this.row(w.supplierRef, ticket.supplierRef);

    this.section(w.holders);
    ticket.holders.forEach((name, index) =>
      this.row(index === 0 ? w.holders : '', `${index + 1}. ${name}`, index === ticket.holders.length - 1),
    );
    const contact = [ticket.contact.name, `${w.email}: ${ticket.contact.email}`];
    if (ticket.contact.phone) contact.push(`${w.phone}: ${ticket.contact.phone}`);
    this.row(w.contact, contact.join('\n'));

    this.section(w.cancellation);
    this.row(w.policy, ticket.cancellation.refundable ? w.refundable : w.nonRefundable);
    if (ticket.cancellation.freeCancellationUntil)
      this.row(w.freeCancellationUntil, this.day(ticket.cancellation.freeCancellationUntil));

    this.footers(ticket.bookingRef);
  }

  /** Title, the reference large, issue date and agency on the left; the QR code on the right. */
  private header(ticket: ThemeParkTicket, qr: Buffer): void {
    const { doc, words: w } = this;
    const top = doc.y;
    const textWidth = this.width - QR_SIZE - 20;
    const qrLeft = this.left + this.width - QR_SIZE;
    doc.image(qr, qrLeft, top, { width: QR_SIZE, height: QR_SIZE });
    doc.font(REGULAR).fontSize(7.5).fillColor(MUTED);
    doc.text(pdfText(w.qrCaption), qrLeft - 10, top + QR_SIZE + 2, { width: QR_SIZE + 20, align: 'center' });
    const qrBottom = doc.y;

    doc.font(BOLD).fontSize(24).fillColor(ACCENT).text(pdfText(this.title), this.left, top, { width: textWidth });
    doc.moveDown(0.4);
    doc.font(REGULAR).fontSize(9).fillColor(MUTED).text(pdfText(w.bookingRef), { width: textWidth });
    doc.font(BOLD).fontSize(28).fillColor(INK).text(pdfText(ticket.bookingRef), { width: textWidth });
    doc.moveDown(0.3);
    doc.font(BOLD).fontSize(13).fillColor(INK).text(pdfText(ticket.product.name), { width: textWidth });
    doc.font(REGULAR).fontSize(9).fillColor(MUTED);
    doc.text(pdfText(`${w.issued}: ${formatDateText(ticket.issuedAt, 'displayDateTime', this.lang)}`), { width: textWidth });
    if (ticket.organizationName) doc.text(pdfText(`${w.bookedBy}: ${ticket.organizationName}`), { width: textWidth });
    doc.y = Math.max(doc.y, qrBottom) + 10;
    this.rule(doc.y, 1, ACCENT);
    doc.y += 12;
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

  /** One label/value row; `ruled` false leaves out the line below (rows continuing one list). */
  private row(label: string, value: string, ruled = true, valueSize = 10): void {
    const { doc } = this;
    const valueLeft = this.left + LABEL_WIDTH;
    const valueWidth = this.width - LABEL_WIDTH - PAD;
    const labelText = pdfText(label);
    const valueText = pdfText(value);
    const labelHeight = labelText
      ? doc
          .font(BOLD)
          .fontSize(10)
          .heightOfString(labelText, { width: LABEL_WIDTH - 2 * PAD })
      : 0;
    const valueHeight = doc
      .font(valueSize > 10 ? BOLD : REGULAR)
      .fontSize(valueSize)
      .heightOfString(valueText, { width: valueWidth });
    const height = Math.max(labelHeight, valueHeight) + (ruled ? 2 * PAD : PAD);
    this.ensureSpace(height);
    const top = doc.y;
    if (labelText)
      doc
        .font(BOLD)
        .fontSize(10)
        .fillColor(MUTED)
        .text(labelText, this.left + PAD, top + PAD, { width: LABEL_WIDTH - 2 * PAD });
    doc
      .font(valueSize > 10 ? BOLD : REGULAR)
      .fontSize(valueSize)
      .fillColor(INK)
      .text(valueText, valueLeft, top + PAD, { width: valueWidth });
    if (doc.y > top) doc.y = Math.max(doc.y, top + height);
    if (ruled) this.rule(doc.y, 0.5, RULE);
    doc.x = this.left;
  }

  /** 'Sat 2031-Jan-04' for a yyyy-MM-dd day. */
  private day(day: string): string {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
    if (!match) return day;
    const weekday = this.words.weekdays[new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))).getUTCDay()];
    return `${weekday} ${formatDateText(day, 'display', this.lang)}`;
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
      doc.text(pdfText(`${this.title} ${bookingRef}`), this.left, top + 18, { width: this.width / 2, lineBreak: false });
      doc.text(pdfText(w.page(index + 1, range.count)), this.left + this.width / 2, top + 18, {
        width: this.width / 2,
        align: 'right',
        lineBreak: false,
      });
      doc.page.margins.bottom = bottomMargin;
    }
  }
}
