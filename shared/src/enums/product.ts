import { enumSchema, numericEnumSchema, type CodeOf, type LabelledEnum } from './labelled';

/** Product types as the booking platform spells them (note the capital C of Cruise). */
export const PRODUCT_TYPE = [
  { code: 'flight', en: 'Flight', ms: 'Penerbangan' },
  { code: 'hotel', en: 'Hotel', ms: 'Hotel' },
  { code: 'themePark', en: 'Theme Park', ms: 'Taman Tema' },
  { code: 'cableCar', en: 'Cable Car', ms: 'Kereta Kabel' },
  { code: 'Cruise', en: 'Cruise', ms: 'Pelayaran' },
] as const satisfies LabelledEnum<string>;
export type ProductType = CodeOf<typeof PRODUCT_TYPE>;
export const productTypeSchema = enumSchema(PRODUCT_TYPE);

export const CUSTOMER_TYPE = [
  { code: 'B2B', en: 'Business (B2B)', ms: 'Perniagaan (B2B)' },
  { code: 'B2C', en: 'Consumer (B2C)', ms: 'Pengguna (B2C)' },
] as const satisfies LabelledEnum<string>;
export type CustomerType = CodeOf<typeof CUSTOMER_TYPE>;
export const customerTypeSchema = enumSchema(CUSTOMER_TYPE);

/** Channels / suppliers. Sabre has no code in the spec; SABRE is ours. Brand names are not translated. */
export const CHANNEL = [
  { code: 'SMD', en: 'Siteminder', ms: 'Siteminder' },
  { code: 'RWT', en: 'eLeisure', ms: 'eLeisure' },
  { code: 'HBA', en: 'BedsOnline', ms: 'BedsOnline' },
  { code: 'SABRE', en: 'Sabre', ms: 'Sabre' },
] as const satisfies LabelledEnum<string>;
export type Channel = CodeOf<typeof CHANNEL>;
export const channelSchema = enumSchema(CHANNEL);

/** Cabin classes in the spec's order; codes are ours. */
export const CABIN_CLASS = [
  { code: 'BUSINESS', en: 'Business', ms: 'Kelas Perniagaan' },
  { code: 'ECONOMY', en: 'Economy', ms: 'Kelas Ekonomi' },
  { code: 'FIRST', en: 'First Class', ms: 'Kelas Pertama' },
  { code: 'PREMIUM_ECONOMY', en: 'Premium Economy', ms: 'Kelas Ekonomi Premium' },
] as const satisfies LabelledEnum<string>;
export type CabinClass = CodeOf<typeof CABIN_CLASS>;
export const cabinClassSchema = enumSchema(CABIN_CLASS);

/** Passenger types with the IATA codes airlines and GDSs (Sabre) use. */
export const PASSENGER_TYPE = [
  { code: 'ADT', en: 'Adult', ms: 'Dewasa' },
  { code: 'CHD', en: 'Child', ms: 'Kanak-kanak' },
  { code: 'INF', en: 'Infant', ms: 'Bayi' },
] as const satisfies LabelledEnum<string>;
export type PassengerType = CodeOf<typeof PASSENGER_TYPE>;
export const passengerTypeSchema = enumSchema(PASSENGER_TYPE);

/** Hotel star ratings 1 to 5 (also the "hotel rating" of mark-ups). */
export const STAR_RATING = [
  { code: 1, en: '1 Star', ms: '1 Bintang' },
  { code: 2, en: '2 Stars', ms: '2 Bintang' },
  { code: 3, en: '3 Stars', ms: '3 Bintang' },
  { code: 4, en: '4 Stars', ms: '4 Bintang' },
  { code: 5, en: '5 Stars', ms: '5 Bintang' },
] as const satisfies LabelledEnum<number>;
export type StarRating = CodeOf<typeof STAR_RATING>;
export const starRatingSchema = numericEnumSchema(STAR_RATING);
