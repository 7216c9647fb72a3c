import type { Language } from '@bo/shared';

/**
 * The words every booking document (the hotel voucher, the theme-park ticket) prints alike, in both
 * interface languages: the header around the booking reference, the contact and cancellation rows,
 * the page numbers. Each document's own words (voucher-words.ts, ticket-words.ts) add to these.
 */
export interface DocumentWords {
  bookingRef: string;
  issued: string;
  bookedBy: string;
  qrCaption: string;
  phone: string;
  contact: string;
  email: string;
  supplierRef: string;
  cancellation: string;
  policy: string;
  refundable: string;
  nonRefundable: string;
  freeCancellationUntil: string;
  /** 'Page 1 of 2'. */
  page: (page: number, pages: number) => string;
  weekdays: readonly string[];
}

export const DOCUMENT_WORDS: Record<Language, DocumentWords> = {
  en: {
    bookingRef: 'Booking reference',
    issued: 'Issued',
    bookedBy: 'Booked by',
    qrCaption: 'Booking reference (QR)',
    phone: 'Phone',
    contact: 'Contact',
    email: 'E-mail',
    supplierRef: 'Supplier reference',
    cancellation: 'Cancellation',
    policy: 'Policy',
    refundable: 'Refundable',
    nonRefundable: 'Non-refundable',
    freeCancellationUntil: 'Free cancellation until',
    page: (page, pages) => `Page ${page} of ${pages}`,
    weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  },
  ms: {
    bookingRef: 'Rujukan tempahan',
    issued: 'Dikeluarkan',
    bookedBy: 'Ditempah oleh',
    qrCaption: 'Rujukan tempahan (QR)',
    phone: 'Telefon',
    contact: 'Untuk dihubungi',
    email: 'E-mel',
    supplierRef: 'Rujukan pembekal',
    cancellation: 'Pembatalan',
    policy: 'Polisi',
    refundable: 'Boleh dikembalikan',
    nonRefundable: 'Tidak boleh dikembalikan',
    freeCancellationUntil: 'Pembatalan percuma sehingga',
    page: (page, pages) => `Halaman ${page} daripada ${pages}`,
    weekdays: ['Ahd', 'Isn', 'Sel', 'Rab', 'Kha', 'Jum', 'Sab'],
  },
};
