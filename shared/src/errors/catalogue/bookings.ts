import type { CatalogueEntry } from './types';

/** Refusals of the booking lifecycle (docs/bookings.md). */
export const BOOKING_ERRORS = {
  BOOKING_NOT_FOUND: { status: 404, en: 'The booking was not found.', ms: 'Tempahan tidak dijumpai.' },
  BOOKING_TRANSITION_NOT_ALLOWED: {
    status: 409,
    en: 'This change is not allowed for a booking in status {status}.',
    ms: 'Perubahan ini tidak dibenarkan bagi tempahan berstatus {status}.',
  },
  BOOKING_NOT_PAID: {
    status: 409,
    en: 'The booking must be paid before it is issued.',
    ms: 'Tempahan mesti dibayar sebelum dikeluarkan.',
  },
  BOOKING_ALREADY_PAID: { status: 409, en: 'The booking is already paid.', ms: 'Tempahan sudah dibayar.' },
  BOOKING_PAYMENT_DEADLINE_PASSED: {
    status: 409,
    en: 'The payment deadline of this booking ({deadline}) has passed.',
    ms: 'Tarikh akhir pembayaran tempahan ini ({deadline}) telah berlalu.',
  },
  BOOKING_PAYMENT_AMOUNT_MISMATCH: {
    status: 422,
    en: 'The payment of {paid} does not match the booking total of {total}.',
    ms: 'Bayaran sebanyak {paid} tidak sepadan dengan jumlah tempahan {total}.',
  },
  BOOKING_PAYMENT_METHOD_MISMATCH: {
    status: 409,
    en: 'This booking is to be paid by {method}.',
    ms: 'Tempahan ini perlu dibayar melalui {method}.',
  },
  PAYMENT_GATEWAY_NOT_CONFIGURED: {
    status: 409,
    en: 'Payment by FPX online banking is not available: the payment gateway is not set up.',
    ms: 'Bayaran melalui perbankan dalam talian FPX tidak tersedia: gerbang pembayaran belum disediakan.',
  },
  PAYMENT_GATEWAY_ANSWER_INVALID: {
    status: 400,
    en: 'The payment gateway answer could not be verified ({reason}); nothing was recorded.',
    ms: 'Jawapan gerbang pembayaran tidak dapat disahkan ({reason}); tiada apa-apa direkodkan.',
  },
  PAYMENT_GATEWAY_NOT_CONFIRMED: {
    status: 409,
    en: 'The payment gateway has not confirmed this payment yet ({message}); nothing was recorded.',
    ms: 'Gerbang pembayaran belum mengesahkan bayaran ini ({message}); tiada apa-apa direkodkan.',
  },
  PAYMENT_GATEWAY_UNAVAILABLE: {
    status: 503,
    en: 'The payment gateway could not be reached; try again shortly.',
    ms: 'Gerbang pembayaran tidak dapat dihubungi; cuba sebentar lagi.',
  },
  RATE_NOT_SELLABLE: {
    status: 409,
    en: 'This rate cannot be booked for the stay and guests asked; search again.',
    ms: 'Kadar ini tidak boleh ditempah untuk penginapan dan tetamu yang diminta; cari semula.',
  },
  CREDIT_NEEDS_ORGANIZATION: {
    status: 400,
    en: 'Only an organization can pay with agent credit.',
    ms: 'Hanya organisasi boleh membayar dengan kredit ejen.',
  },
  /** The hotel voucher (and so its e-mail) is made by the worker once the booking is issued. */
  VOUCHER_NOT_READY: {
    status: 404,
    en: 'The voucher of this booking is not ready yet: it is made once the booking is issued.',
    ms: 'Baucar tempahan ini belum sedia: ia dibuat sebaik sahaja tempahan dikeluarkan.',
  },
} as const satisfies Record<string, CatalogueEntry>;
