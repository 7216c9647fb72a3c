/**
 * The parts of the country reference (GET /bo/General/getCountryList, spec section 3) that are the
 * product's own rather than ISO data: Malaysia first and default, its states and federal
 * territories, and the two catch-all entries at the end. The ISO list itself is served by the API.
 */
export const DEFAULT_COUNTRY_CODE = 'MYS';
export const MALAYSIA_COUNTRY_CODE = 'MYS';

/** The 13 states and 3 federal territories, as addresses spell them. */
export const MALAYSIA_STATES = [
  'Johor',
  'Kedah',
  'Kelantan',
  'Melaka',
  'Negeri Sembilan',
  'Pahang',
  'Perak',
  'Perlis',
  'Pulau Pinang',
  'Sabah',
  'Sarawak',
  'Selangor',
  'Terengganu',
  'W.P. Kuala Lumpur',
  'W.P. Labuan',
  'W.P. Putrajaya',
] as const;

/** Catch-all entries listed after every country, in this order; their currency is the business's own. */
export const OTHER_COUNTRY_ENTRIES = [
  { countryCode: 'OTH', country: 'Others', countryMs: 'Lain-lain' },
  { countryCode: 'N/A', country: 'N/A', countryMs: 'Tidak berkenaan' },
] as const;

/** Currency of organizations whose country has none of its own (or is a catch-all entry). */
export const DEFAULT_CURRENCY = 'MYR';
