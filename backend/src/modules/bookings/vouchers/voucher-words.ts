import type { Language } from '@bo/shared';

/**
 * Every word the hotel voucher prints, in both interface languages. The Malay follows the web app's
 * words for the same things (Daftar masuk, Pelan kadar, Pelan makan, Boleh dikembalikan, ...).
 * Names the hotel or the booker gave (hotel, room, rate, inclusions, guests, cancellation text)
 * are printed as given.
 */
export interface VoucherWords {
  title: string;
  bookingRef: string;
  issued: string;
  bookedBy: string;
  qrCaption: string;
  hotel: string;
  phone: string;
  stay: string;
  checkIn: string;
  checkOut: string;
  /** Check-in from this hotel time: '14:00' -> 'from 14:00'. */
  fromTime: (time: string) => string;
  /** Check-out by this hotel time. */
  byTime: (time: string) => string;
  nights: string;
  rooms: string;
  roomType: string;
  ratePlan: string;
  mealPlan: string;
  supplierRef: string;
  guests: string;
  leadGuest: string;
  adults: string;
  children: string;
  /** '2 (ages 4, 7)'. */
  childrenWithAges: (ages: readonly number[]) => string;
  guestNames: string;
  /** The folio's estimated arrival time and requests to the hotel (updateFolio). */
  arrival: string;
  specialRequests: string;
  contact: string;
  email: string;
  inclusions: string;
  none: string;
  cancellation: string;
  policy: string;
  refundable: string;
  nonRefundable: string;
  freeCancellationUntil: string;
  terms: string;
  footer: string;
  /** 'Page 1 of 2'. */
  page: (page: number, pages: number) => string;
  weekdays: readonly string[];
}

export const VOUCHER_WORDS: Record<Language, VoucherWords> = {
  en: {
    title: 'Hotel Voucher',
    bookingRef: 'Booking reference',
    issued: 'Issued',
    bookedBy: 'Booked by',
    qrCaption: 'Booking reference (QR)',
    hotel: 'Hotel',
    phone: 'Phone',
    stay: 'Stay',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    fromTime: (time) => `from ${time}`,
    byTime: (time) => `by ${time}`,
    nights: 'Nights',
    rooms: 'Rooms',
    roomType: 'Room type',
    ratePlan: 'Rate plan',
    mealPlan: 'Meal plan',
    supplierRef: 'Supplier reference',
    guests: 'Guests',
    leadGuest: 'Lead guest',
    adults: 'Adults',
    children: 'Children',
    childrenWithAges: (ages) =>
      ages.length === 0 ? '0' : `${ages.length} (${ages.length === 1 ? 'age' : 'ages'} ${ages.join(', ')})`,
    guestNames: 'Guest names',
    arrival: 'Estimated arrival',
    specialRequests: 'Special requests',
    contact: 'Contact',
    email: 'E-mail',
    inclusions: 'Inclusions',
    none: 'None',
    cancellation: 'Cancellation',
    policy: 'Policy',
    refundable: 'Refundable',
    nonRefundable: 'Non-refundable',
    freeCancellationUntil: 'Free cancellation until',
    terms: 'Terms',
    footer: 'Please present this voucher, printed or on screen, at check-in.',
    page: (page, pages) => `Page ${page} of ${pages}`,
    weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  },
  ms: {
    title: 'Baucar Hotel',
    bookingRef: 'Rujukan tempahan',
    issued: 'Dikeluarkan',
    bookedBy: 'Ditempah oleh',
    qrCaption: 'Rujukan tempahan (QR)',
    hotel: 'Hotel',
    phone: 'Telefon',
    stay: 'Penginapan',
    checkIn: 'Daftar masuk',
    checkOut: 'Daftar keluar',
    fromTime: (time) => `mulai ${time}`,
    byTime: (time) => `sebelum ${time}`,
    nights: 'Malam',
    rooms: 'Bilik',
    roomType: 'Jenis bilik',
    ratePlan: 'Pelan kadar',
    mealPlan: 'Pelan makan',
    supplierRef: 'Rujukan pembekal',
    guests: 'Tetamu',
    leadGuest: 'Tetamu utama',
    adults: 'Dewasa',
    children: 'Kanak-kanak',
    childrenWithAges: (ages) => (ages.length === 0 ? '0' : `${ages.length} (umur ${ages.join(', ')})`),
    guestNames: 'Nama tetamu',
    arrival: 'Anggaran ketibaan',
    specialRequests: 'Permintaan khas',
    contact: 'Untuk dihubungi',
    email: 'E-mel',
    inclusions: 'Termasuk',
    none: 'Tiada',
    cancellation: 'Pembatalan',
    policy: 'Polisi',
    refundable: 'Boleh dikembalikan',
    nonRefundable: 'Tidak boleh dikembalikan',
    freeCancellationUntil: 'Pembatalan percuma sehingga',
    terms: 'Terma',
    footer: 'Sila tunjukkan baucar ini, bercetak atau pada skrin, semasa daftar masuk.',
    page: (page, pages) => `Halaman ${page} daripada ${pages}`,
    weekdays: ['Ahd', 'Isn', 'Sel', 'Rab', 'Kha', 'Jum', 'Sab'],
  },
};
