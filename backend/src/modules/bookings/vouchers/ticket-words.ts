import type { Language } from '@bo/shared';

/**
 * Every word the theme-park and cable-car ticket prints, and its e-mail, in both interface
 * languages (the Malay follows the hotel voucher's words). Names the product or the booker gave
 * (product, ticket holders) are printed as given; ticket types in the booking's language.
 */
export interface TicketWords {
  title: { themePark: string; cableCar: string };
  bookingRef: string;
  issued: string;
  bookedBy: string;
  qrCaption: string;
  venue: string;
  address: string;
  phone: string;
  openingHours: string;
  visit: string;
  visitDate: string;
  tickets: string;
  ticketsCount: (count: number) => string;
  ticketType: string;
  quantity: string;
  holders: string;
  contact: string;
  email: string;
  supplierRef: string;
  cancellation: string;
  policy: string;
  refundable: string;
  nonRefundable: string;
  freeCancellationUntil: string;
  footer: string;
  page: (page: number, pages: number) => string;
  weekdays: readonly string[];
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
    title: { themePark: 'Theme Park Ticket', cableCar: 'Cable Car Ticket' },
    bookingRef: 'Booking reference',
    issued: 'Issued',
    bookedBy: 'Booked by',
    qrCaption: 'Booking reference (QR)',
    venue: 'Venue',
    address: 'Address',
    phone: 'Phone',
    openingHours: 'Opening hours',
    visit: 'Visit',
    visitDate: 'Visit date',
    tickets: 'Tickets',
    ticketsCount: (count) => `${count} ${count === 1 ? 'ticket' : 'tickets'}`,
    ticketType: 'Ticket type',
    quantity: 'Quantity',
    holders: 'Ticket holders',
    contact: 'Contact',
    email: 'E-mail',
    supplierRef: 'Supplier reference',
    cancellation: 'Cancellation',
    policy: 'Policy',
    refundable: 'Refundable',
    nonRefundable: 'Non-refundable',
    freeCancellationUntil: 'Free cancellation until',
    footer: 'Please present this ticket, printed or on screen, at the entrance. Valid on the visit date only.',
    page: (page, pages) => `Page ${page} of ${pages}`,
    weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
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
    title: { themePark: 'Tiket Taman Tema', cableCar: 'Tiket Kereta Kabel' },
    bookingRef: 'Rujukan tempahan',
    issued: 'Dikeluarkan',
    bookedBy: 'Ditempah oleh',
    qrCaption: 'Rujukan tempahan (QR)',
    venue: 'Lokasi',
    address: 'Alamat',
    phone: 'Telefon',
    openingHours: 'Waktu operasi',
    visit: 'Lawatan',
    visitDate: 'Tarikh lawatan',
    tickets: 'Tiket',
    ticketsCount: (count) => `${count} tiket`,
    ticketType: 'Jenis tiket',
    quantity: 'Kuantiti',
    holders: 'Pemegang tiket',
    contact: 'Untuk dihubungi',
    email: 'E-mel',
    supplierRef: 'Rujukan pembekal',
    cancellation: 'Pembatalan',
    policy: 'Polisi',
    refundable: 'Boleh dikembalikan',
    nonRefundable: 'Tidak boleh dikembalikan',
    freeCancellationUntil: 'Pembatalan percuma sehingga',
    footer: 'Sila tunjukkan tiket ini, bercetak atau pada skrin, di pintu masuk. Sah pada tarikh lawatan sahaja.',
    page: (page, pages) => `Halaman ${page} daripada ${pages}`,
    weekdays: ['Ahd', 'Isn', 'Sel', 'Rab', 'Kha', 'Jum', 'Sab'],
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
