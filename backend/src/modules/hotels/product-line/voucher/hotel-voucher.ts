import type { Language } from '@bo/shared';
import {
  CELL_PADDING,
  INK,
  MUTED,
  PdfLayout,
  REGULAR,
  BOLD,
  RULE,
  pdfText,
  qrPng,
  renderPdf,
  type RenderPdfOptions,
} from '../../../../core/pdf/pdf-layout';
import type { BookedRooms } from '../hotel-product-line';
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

/** The stay as booked (its checkIn and checkOut: hotel-local calendar days, yyyy-MM-dd). */
type VoucherStay = Pick<BookedRooms, 'checkIn' | 'checkOut' | 'nights' | 'rooms' | 'adults' | 'childAges'>;

export interface HotelVoucher extends VoucherStay {
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

export async function renderHotelVoucher(voucher: HotelVoucher, lang: Language, options: RenderPdfOptions = {}): Promise<Buffer> {
  const issuedAt = new Date(voucher.issuedAt);
  if (Number.isNaN(issuedAt.getTime())) throw new TypeError(`Hotel voucher ${voucher.bookingRef}: issuedAt is not a date`);
  const words = VOUCHER_WORDS[lang];
  const qr = await qrPng(voucher.bookingRef);
  const title = words.title;
  const subject = `${voucher.hotel.name}, ${voucher.checkIn} - ${voucher.checkOut}`;
  return renderPdf({ title: `${title} ${voucher.bookingRef}`, subject, issuedAt, lang, options }, (doc) =>
    new VoucherLayout(doc, words, lang, title).draw(voucher, qr),
  );
}

const QR_SIZE = 112;

/** Draws one voucher top to bottom, starting a page when the next block would not fit. */
class VoucherLayout extends PdfLayout<VoucherWords> {
  draw(voucher: HotelVoucher, qr: Buffer): void {
    const w = this.words;
    this.header(voucher.bookingRef, { issuedAt: voucher.issuedAt, issuedTo: voucher.organizationName }, qr, QR_SIZE);
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
}
