import type { Language } from '@bo/shared';
import { documentDayText as dayText } from '../../../../core/pdf/document-words';
import type { DocumentMail, IssuedProduct } from '../../../../core/product-lines/product-line';
import { textToHtml } from '../../../settings';
import type { BookedRooms } from '../hotel-product-line';
import { voucherFileName } from './hotel-voucher-data';
import { VOUCHER_WORDS } from './voucher-words';

/** The words of the confirmation e-mail around the voucher's own labels (VOUCHER_WORDS). */
const MAIL_WORDS = {
  en: {
    subject: (ref: string, hotel: string) => `Booking confirmed: ${hotel} (${ref})`,
    greeting: (name: string) => `Hello ${name},`,
    confirmed: (ref: string) => `Your booking ${ref} is confirmed.`,
    attached: (file: string) => `Your hotel voucher is attached (${file}).`,
    bookedBy: (org: string) => `Booked through ${org}.`,
  },
  ms: {
    subject: (ref: string, hotel: string) => `Tempahan disahkan: ${hotel} (${ref})`,
    greeting: (name: string) => `Salam ${name},`,
    confirmed: (ref: string) => `Tempahan anda ${ref} telah disahkan.`,
    attached: (file: string) => `Baucar hotel anda dilampirkan (${file}).`,
    bookedBy: (org: string) => `Ditempah melalui ${org}.`,
  },
} as const satisfies Record<Language, unknown>;

/**
 * The confirmation e-mail of an issued hotel booking, in `lang` (the voucher's): who, where, when,
 * and the voucher attached (by the sender). Like the voucher it shows no price: the contact may be
 * the traveller of an agency, and what the agency charged is not in it.
 */
export function bookingConfirmationMail(issued: IssuedProduct<BookedRooms>, lang: Language): DocumentMail {
  const { booked: hotel } = issued;
  const w = MAIL_WORDS[lang];
  const v = VOUCHER_WORDS[lang];
  const ref = issued.bookingRef;
  const lines = [
    w.greeting(issued.contact.name),
    '',
    w.confirmed(ref),
    '',
    `${v.hotel}: ${[hotel.hotelName, hotel.city].filter(Boolean).join(', ')}`,
    `${v.checkIn}: ${dayText(hotel.checkIn, lang)}`,
    `${v.checkOut}: ${dayText(hotel.checkOut, lang)}`,
    `${v.nights}: ${hotel.nights}, ${v.rooms}: ${hotel.rooms}, ${v.adults}: ${hotel.adults}, ${v.children}: ${v.childrenWithAges(hotel.childAges)}`,
    `${v.roomType}: ${hotel.roomName} (${v.ratePlan}: ${hotel.rateName})`,
    `${v.leadGuest}: ${issued.travellers[0] ?? issued.contact.name}`,
    '',
    w.attached(voucherFileName(ref)),
    v.footer,
    ...(issued.organizationName ? ['', w.bookedBy(issued.organizationName)] : []),
  ];
  const text = lines.join('\n');
  return { subject: w.subject(ref, hotel.hotelName), text, html: textToHtml(text) };
}
