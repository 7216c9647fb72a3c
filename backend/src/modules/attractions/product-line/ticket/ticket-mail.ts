import type { Language } from '@bo/shared';
import { documentDayText as dayText } from '../../../../core/pdf/document-words';
import type { DocumentMail, IssuedProduct } from '../../../../core/product-lines/product-line';
import { textToHtml } from '../../../settings';
import type { BookedAttractionTickets } from '../ticket-product-line';
import { ticketFileName } from './theme-park-ticket-data';
import { TICKET_WORDS } from './ticket-words';

/**
 * The e-mail of an issued theme-park or cable-car booking with its ticket attached, in `lang` (the
 * ticket's): confirmed, or (`changed`) its visit date or names changed and this ticket replaces the
 * one before. Like the ticket, no price.
 */
export function ticketConfirmationMail(
  issued: IssuedProduct<BookedAttractionTickets>,
  lang: Language,
  changed = false,
): DocumentMail {
  const { booked: tickets } = issued;
  const w = TICKET_WORDS[lang];
  const ref = issued.bookingRef;
  const lines = [
    w.mail.greeting(issued.contact.name),
    '',
    changed ? w.mail.changed(ref) : w.mail.confirmed(ref),
    '',
    `${w.venue}: ${[tickets.productName, tickets.city].filter(Boolean).join(', ')}`,
    `${w.visitDate}: ${dayText(tickets.visitDate, lang)}`,
    `${w.tickets}: ${tickets.tickets.map((t) => `${t.quantity} \u00d7 ${lang === 'ms' ? t.nameMs : t.name}`).join(', ')}`,
    `${w.holders}: ${issued.travellers.join(', ')}`,
    '',
    w.mail.attached(ticketFileName(ref)),
    w.footer,
    ...(issued.organizationName ? ['', w.mail.bookedBy(issued.organizationName)] : []),
  ];
  const text = lines.join('\n');
  const subject = (changed ? w.mail.changedSubject : w.mail.subject)(ref, tickets.productName);
  return { subject, text, html: textToHtml(text) };
}
