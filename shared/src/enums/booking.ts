import { enumSchema, type CodeOf, type LabelledEnum } from './labelled';

/** Booking status codes (spec section 4). Transitions are driven by the update-booking-status call. */
export const BOOKING_STATUS = [
  { code: 'CON', en: 'Confirmed', ms: 'Disahkan' },
  { code: 'PPA', en: 'Pending Payment', ms: 'Menunggu Pembayaran' },
  { code: 'RHI', en: 'Need Attention', ms: 'Perlu Perhatian' },
  { code: 'EXP', en: 'Expired', ms: 'Tamat Tempoh' },
  { code: 'CAN', en: 'Cancelled', ms: 'Dibatalkan' },
  { code: 'FLD', en: 'Failed', ms: 'Gagal' },
] as const satisfies LabelledEnum<string>;
export type BookingStatus = CodeOf<typeof BOOKING_STATUS>;
export const bookingStatusSchema = enumSchema(BOOKING_STATUS);

/** Payment status of a booking; the lower-case codes are the spec's own. */
export const PAYMENT_STATUS = [
  { code: 'paid', en: 'Paid', ms: 'Dibayar' },
  { code: 'pend', en: 'Pending', ms: 'Belum Selesai' },
  { code: 'fail', en: 'Failed', ms: 'Gagal' },
  { code: 'revr', en: 'Reversed', ms: 'Dibalikkan' },
  { code: 'manl', en: 'Reinstate', ms: 'Dikembalikan Semula' },
] as const satisfies LabelledEnum<string>;
export type PaymentStatus = CodeOf<typeof PAYMENT_STATUS>;
export const paymentStatusSchema = enumSchema(PAYMENT_STATUS);
