import type { LocalizedText } from '../../errors/catalogue/types';
import { done } from '../../errors/success-wording';

/** The success toasts of the context's writes (`actionResult(code)` answers them). */
export const SUCCESS_MESSAGES = {
  BOOKING_CREATED: {
    en: 'Booking made: the rooms are held until the payment deadline.',
    ms: 'Tempahan dibuat: bilik ditahan sehingga tarikh akhir pembayaran.',
  },
  BOOKING_PAID: { en: 'Payment received.', ms: 'Bayaran diterima.' },
  BOOKING_PAYMENT_STARTED: {
    en: 'Continue to FPX online banking to pay.',
    ms: 'Teruskan ke perbankan dalam talian FPX untuk membayar.',
  },
  BOOKING_TICKETS_CREATED: {
    en: 'Booking made: the tickets are held until the payment deadline.',
    ms: 'Tempahan dibuat: tiket ditahan sehingga tarikh akhir pembayaran.',
  },
  BOOKING_TICKETS_CHANGED: done('updated', 'Tickets', 'Tiket'),
  BOOKING_TICKETS_UNCHANGED: {
    en: 'Nothing to change: the tickets were already as given.',
    ms: 'Tiada perubahan: tiket sudah seperti yang diberi.',
  },
  BOOKING_ISSUED: { en: 'Booking confirmed.', ms: 'Tempahan disahkan.' },
  BOOKING_CANCELLED: done('cancelled', 'Booking', 'Tempahan'),
  BOOKING_STATUS_UPDATED: done('updated', 'Booking status', 'Status tempahan'),
  BOOKING_FOLIO_UPDATED: done('updated', 'Guest details', 'Butiran tetamu'),
  BOOKING_FOLIO_UNCHANGED: {
    en: 'Nothing to change: the guest details were already as given.',
    ms: 'Tiada perubahan: butiran tetamu sudah seperti yang diberi.',
  },
  BOOKING_EMAIL_SENT: {
    en: 'The booking confirmation and voucher are on their way to {email}.',
    ms: 'Pengesahan tempahan dan baucar sedang dihantar kepada {email}.',
  },
} as const satisfies Record<string, LocalizedText>;
