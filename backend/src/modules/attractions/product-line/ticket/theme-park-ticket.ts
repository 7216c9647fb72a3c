import type { Language } from '@bo/shared';
import { PdfLayout, qrPng, renderPdf, type RenderPdfOptions } from '../../../../core/pdf/pdf-layout';
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

export async function renderThemeParkTicket(
  ticket: ThemeParkTicket,
  lang: Language,
  options: RenderPdfOptions = {},
): Promise<Buffer> {
  const issuedAt = new Date(ticket.issuedAt);
  if (Number.isNaN(issuedAt.getTime())) throw new TypeError(`Ticket ${ticket.bookingRef}: issuedAt is not a date`);
  const words = TICKET_WORDS[lang];
  const title = words.title[ticket.productType];
  const qr = await qrPng(ticket.bookingRef);
  const subject = `${ticket.product.name}, ${ticket.visitDate}`;
  return renderPdf({ title: `${title} ${ticket.bookingRef}`, subject, issuedAt, lang, options }, (doc) =>
    new TicketLayout(doc, words, lang, title).draw(ticket, qr),
  );
}

/** Larger than the voucher's: the gate scans it. */
const QR_SIZE = 132;

/** Draws one ticket top to bottom, starting a page when the next block would not fit. */
class TicketLayout extends PdfLayout<TicketWords> {
  draw(ticket: ThemeParkTicket, qr: Buffer): void {
    const w = this.words;
    this.header(
      ticket.bookingRef,
      { issuedAt: ticket.issuedAt, issuedTo: ticket.organizationName },
      qr,
      QR_SIZE,
      ticket.product.name,
    );

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
}
