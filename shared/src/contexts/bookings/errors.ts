import type { CatalogueEntry } from '../../errors/catalogue/types';
import { notFound } from '../../errors/refusal-wording';

/** The error codes of the context (one object, so the compiler refuses a code written twice), by theme. */
export const ERRORS = {
  // Refusals of the booking lifecycle (docs/bookings.md).
  BOOKING_NOT_FOUND: notFound('booking', 'Tempahan'),
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
  // Refusals of a booking's folio update (`updateFolio`, docs/bookings.md "Guest details (folio)").
  TOO_MANY_TRAVELLERS: {
    status: 400,
    en: 'At most {max} guest names: one for each guest booked.',
    ms: 'Paling banyak {max} nama tetamu: satu bagi setiap tetamu yang ditempah.',
  },
  // Outside suppliers and flights (docs/bookings.md, "Suppliers and flights", "Need Attention (RHI)").
  BOOKING_NEEDS_ATTENTION: {
    status: 502,
    en: 'The supplier could not confirm booking {bookingRef} ({reason}). The booking now needs attention from our staff.',
    ms: 'Pembekal tidak dapat mengesahkan tempahan {bookingRef} ({reason}). Tempahan ini kini perlu perhatian kakitangan kami.',
  },
  SUPPLIER_CANCEL_FAILED: {
    status: 502,
    en: 'The supplier could not cancel this booking ({reason}); nothing was changed. Try again later.',
    ms: 'Pembekal tidak dapat membatalkan tempahan ini ({reason}); tiada apa-apa diubah. Cuba lagi kemudian.',
  },
  FLIGHT_SUPPLIER_NOT_CONFIGURED: {
    status: 409,
    en: 'Flights are not available: no flight supplier is set up.',
    ms: 'Penerbangan tidak tersedia: tiada pembekal penerbangan disediakan.',
  },
  FLIGHT_SUPPLIER_UNAVAILABLE: {
    status: 503,
    en: 'The flight supplier could not be reached; try again shortly.',
    ms: 'Pembekal penerbangan tidak dapat dihubungi; cuba sebentar lagi.',
  },
  FARE_NOT_OFFERED: {
    status: 409,
    en: 'This fare is no longer offered for these passengers; search again.',
    ms: 'Tambang ini tidak lagi ditawarkan untuk penumpang ini; cari semula.',
  },
  FLIGHT_DATE_PASSED: {
    status: 400,
    en: 'The departure date has passed.',
    ms: 'Tarikh berlepas telah berlalu.',
  },
  AIRPORT_CODE_INVALID: {
    status: 400,
    en: 'Please enter a three-letter airport code (e.g. KUL)',
    ms: 'Sila masukkan kod lapangan terbang tiga huruf (cth. KUL)',
  },
  FLIGHT_ROUTE_SAME_AIRPORT: {
    status: 400,
    en: 'The destination must differ from the origin',
    ms: 'Destinasi mesti berbeza daripada tempat berlepas',
  },
  FLIGHT_ADULT_REQUIRED: {
    status: 400,
    en: 'At least one adult must travel',
    ms: 'Sekurang-kurangnya seorang dewasa mesti melancong',
  },
  FLIGHT_TOO_MANY_PASSENGERS: {
    status: 400,
    en: 'At most {max} adults and children in one booking',
    ms: 'Paling banyak {max} dewasa dan kanak-kanak dalam satu tempahan',
  },
  INFANTS_EXCEED_ADULTS: {
    status: 400,
    en: 'Each infant must travel with an adult of their own',
    ms: 'Setiap bayi mesti melancong bersama seorang dewasa',
  },
  // The supplier payloads of `/bo/Eleisure` (docs/bookings.md, "eLeisure (RWT) payloads").
  SUPPLIER_EXCHANGE_NOT_FOUND: notFound('supplier exchange', 'Pertukaran dengan pembekal'),
  SUPPLIER_PAYLOAD_EMPTY: {
    status: 404,
    en: 'The supplier sent no response to this request: there is nothing to download.',
    ms: 'Pembekal tidak menghantar respons kepada permintaan ini: tiada apa-apa untuk dimuat turun.',
  },
} as const satisfies Record<string, CatalogueEntry>;
