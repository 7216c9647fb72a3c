import type { CatalogueEntry } from './types';

/** Outside suppliers and flights (docs/bookings.md, "Suppliers and flights", "Need Attention (RHI)"). */
export const SUPPLIER_CHANNEL_ERRORS = {
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
} as const satisfies Record<string, CatalogueEntry>;
