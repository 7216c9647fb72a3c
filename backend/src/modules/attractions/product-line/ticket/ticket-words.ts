import type { Language } from '@bo/shared';
import { DOCUMENT_WORDS, type DocumentWords } from '../../../../core/pdf/document-words';

/**
 * Every word the theme-park and cable-car ticket prints, and its e-mail, in both interface
 * languages (the Malay follows the hotel voucher's words). Names the product or the booker gave
 * (product, ticket holders) are printed as given; ticket types in the booking's language.
 */
export interface TicketWords extends DocumentWords {
  title: { themePark: string; cableCar: string };
  venue: string;
  address: string;
  openingHours: string;
  visit: string;
  visitDate: string;
  tickets: string;
  ticketsCount: (count: number) => string;
  ticketType: string;
  quantity: string;
  holders: string;
  footer: string;
  mail: {
    subject: (ref: string, product: string) => string;
    changedSubject: (ref: string, product: string) => string;
    greeting: (name: string) => string;
    confirmed: (ref: string) => string;
    changed: (ref: string) => string;
    attached: (file: string) => string;
    bookedBy: (org: string) => string;
  };
}

export const TICKET_WORDS: Record<Language, TicketWords> = {
  en: {
    ...DOCUMENT_WORDS.en,
    title: { themePark: 'Theme Park Ticket', cableCar: 'Cable Car Ticket' },
    venue: 'Venue',
    address: 'Address',
    openingHours: 'Opening hours',
    visit: 'Visit',
    visitDate: 'Visit date',
    tickets: 'Tickets',
    ticketsCount: (count) => `${count} ${count === 1 ? 'ticket' : 'tickets'}`,
    ticketType: 'Ticket type',
    quantity: 'Quantity',
    holders: 'Ticket holders',
    footer: 'Please present this ticket, printed or on screen, at the entrance. Valid on the visit date only.',
    mail: {
      subject: (ref, product) => `Booking confirmed: ${product} (${ref})`,
      changedSubject: (ref, product) => `Tickets changed: ${product} (${ref})`,
      greeting: (name) => `Hello ${name},`,
      confirmed: (ref) => `Your booking ${ref} is confirmed.`,
      changed: (ref) => `Your booking ${ref} has changed: this ticket replaces the one sent before.`,
      attached: (file) => `Your ticket is attached (${file}).`,
      bookedBy: (org) => `Booked through ${org}.`,
    },
  },
  ms: {
    ...DOCUMENT_WORDS.ms,
    title: { themePark: 'Tiket Taman Tema', cableCar: 'Tiket Kereta Kabel' },
    venue: 'Lokasi',
    address: 'Alamat',
    openingHours: 'Waktu operasi',
    visit: 'Lawatan',
    visitDate: 'Tarikh lawatan',
    tickets: 'Tiket',
    ticketsCount: (count) => `${count} tiket`,
    ticketType: 'Jenis tiket',
    quantity: 'Kuantiti',
    holders: 'Pemegang tiket',
    footer: 'Sila tunjukkan tiket ini, bercetak atau pada skrin, di pintu masuk. Sah pada tarikh lawatan sahaja.',
    mail: {
      subject: (ref, product) => `Tempahan disahkan: ${product} (${ref})`,
      changedSubject: (ref, product) => `Tiket diubah: ${product} (${ref})`,
      greeting: (name) => `Salam ${name},`,
      confirmed: (ref) => `Tempahan anda ${ref} telah disahkan.`,
      changed: (ref) => `Tempahan anda ${ref} telah diubah: tiket ini menggantikan tiket yang dihantar sebelum ini.`,
      attached: (file) => `Tiket anda dilampirkan (${file}).`,
      bookedBy: (org) => `Ditempah melalui ${org}.`,
    },
  },
};
