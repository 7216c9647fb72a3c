import { formatDateText, type Language } from '@bo/shared';
import type { PdfWords } from './pdf-layout';

/**
 * The words every booking document (the hotel voucher, the theme-park ticket) prints alike, in both
 * interface languages: the header around the booking reference, the contact and cancellation rows,
 * the page numbers. Each document's own words (voucher-words.ts, ticket-words.ts) add to these.
 */
export interface DocumentWords extends Omit<PdfWords, 'footer'> {
  phone: string;
  contact: string;
  email: string;
  supplierRef: string;
  cancellation: string;
  policy: string;
  refundable: string;
  nonRefundable: string;
  freeCancellationUntil: string;
}

export const DOCUMENT_WORDS: Record<Language, DocumentWords> = {
  en: {
    reference: 'Booking reference',
    issued: 'Issued',
    issuedTo: 'Booked by',
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
    reference: 'Rujukan tempahan',
    issued: 'Dikeluarkan',
    issuedTo: 'Ditempah oleh',
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

/** 'Fri 2031-Apr-10' / 'Jum 2031-Apr-10': a day as the booking documents and their e-mails print it. */
export function documentDayText(day: string, lang: Language): string {
  const [y, m, d] = day.split('-').map(Number);
  const weekday = DOCUMENT_WORDS[lang].weekdays[new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay()];
  return `${weekday} ${formatDateText(day, 'display', lang)}`;
}
