import { formatDateText, type Language } from '@bo/shared';
import type { OutgoingMail } from '../../../core/mail/mail.service';
import { textToHtml } from '../../settings';
import type { IssuedBooking } from './booking-vouchers.service';
import { ticketFileName } from './theme-park-ticket-data';
import { TICKET_WORDS } from './ticket-words';

/**
 * The e-mail of an issued theme-park or cable-car booking with its ticket attached, in `lang` (the
 * ticket's): confirmed, or (`changed`) its visit date or names changed and this ticket replaces the
 * one before. Like the ticket, no price.
 */
export function ticketConfirmationMail(
  issued: IssuedBooking,
  lang: Language,
  changed = false,
): Pick<OutgoingMail, 'subject' | 'text' | 'html'> {
  const { placed } = issued;
  const tickets = placed.tickets!;
  const w = TICKET_WORDS[lang];
  const ref = placed.bookingRef;
  const lines = [
    w.mail.greeting(placed.contact.name),
    '',
    changed ? w.mail.changed(ref) : w.mail.confirmed(ref),
    '',
    `${w.venue}: ${[tickets.productName, tickets.city].filter(Boolean).join(', ')}`,
    `${w.visitDate}: ${dayText(tickets.visitDate, lang)}`,
    `${w.tickets}: ${tickets.tickets.map((t) => `${t.quantity} \u00d7 ${lang === 'ms' ? t.nameMs : t.name}`).join(', ')}`,
    `${w.holders}: ${placed.travellers.join(', ')}`,
    '',
    w.mail.attached(ticketFileName(ref)),
    w.footer,
    ...(issued.organizationName ? ['', w.mail.bookedBy(issued.organizationName)] : []),
  ];
  const text = lines.join('\n');
  const subject = (changed ? w.mail.changedSubject : w.mail.subject)(ref, tickets.productName);
  return { subject, text, html: textToHtml(text) };
}

/** 'Sat 2031-Jan-04' / 'Sab 2031-Jan-04', as the ticket prints a day. */
function dayText(day: string, lang: Language): string {
  const [y, m, d] = day.split('-').map(Number);
  const weekday = TICKET_WORDS[lang].weekdays[new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay()];
  return `${weekday} ${formatDateText(day, 'display', lang)}`;
}
