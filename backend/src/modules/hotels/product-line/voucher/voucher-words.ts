import type { Language } from '@bo/shared';
import { DOCUMENT_WORDS, type DocumentWords } from '../../../../core/pdf/document-words';

/**
 * Every word the hotel voucher prints, in both interface languages. The Malay follows the web app's
 * words for the same things (Daftar masuk, Pelan kadar, Pelan makan, Boleh dikembalikan, ...).
 * Names the hotel or the booker gave (hotel, room, rate, inclusions, guests, cancellation text)
 * are printed as given.
 */
export interface VoucherWords extends DocumentWords {
  title: string;
  hotel: string;
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
  inclusions: string;
  none: string;
  terms: string;
  footer: string;
}

export const VOUCHER_WORDS: Record<Language, VoucherWords> = {
  en: {
    ...DOCUMENT_WORDS.en,
    title: 'Hotel Voucher',
    hotel: 'Hotel',
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
    guests: 'Guests',
    leadGuest: 'Lead guest',
    adults: 'Adults',
    children: 'Children',
    childrenWithAges: (ages) =>
      ages.length === 0 ? '0' : `${ages.length} (${ages.length === 1 ? 'age' : 'ages'} ${ages.join(', ')})`,
    guestNames: 'Guest names',
    arrival: 'Estimated arrival',
    specialRequests: 'Special requests',
    inclusions: 'Inclusions',
    none: 'None',
    terms: 'Terms',
    footer: 'Please present this voucher, printed or on screen, at check-in.',
  },
  ms: {
    ...DOCUMENT_WORDS.ms,
    title: 'Baucar Hotel',
    hotel: 'Hotel',
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
    guests: 'Tetamu',
    leadGuest: 'Tetamu utama',
    adults: 'Dewasa',
    children: 'Kanak-kanak',
    childrenWithAges: (ages) => (ages.length === 0 ? '0' : `${ages.length} (umur ${ages.join(', ')})`),
    guestNames: 'Nama tetamu',
    arrival: 'Anggaran ketibaan',
    specialRequests: 'Permintaan khas',
    inclusions: 'Termasuk',
    none: 'Tiada',
    terms: 'Terma',
    footer: 'Sila tunjukkan baucar ini, bercetak atau pada skrin, semasa daftar masuk.',
  },
};
