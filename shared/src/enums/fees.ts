import { enumSchema, numericEnumSchema, type CodeOf, type LabelledEnum } from './labelled';

/** What a flight service fee or mark-up is charged per; the numbers are stored (spec section 9). */
export const FLIGHT_FEE_BASIS = [
  { code: 0, en: 'Per Ticket', ms: 'Setiap Tiket' },
  { code: 1, en: 'Per Segment', ms: 'Setiap Segmen' },
  { code: 2, en: 'Per Booking', ms: 'Setiap Tempahan' },
] as const satisfies LabelledEnum<number>;
export type FlightFeeBasis = CodeOf<typeof FLIGHT_FEE_BASIS>;
export const flightFeeBasisSchema = numericEnumSchema(FLIGHT_FEE_BASIS);

/** What a hotel service fee or mark-up is charged per. */
export const HOTEL_FEE_BASIS = [
  { code: 0, en: 'Per Room Night', ms: 'Setiap Malam Bilik' },
  { code: 1, en: 'Per Room', ms: 'Setiap Bilik' },
  { code: 2, en: 'Per Booking', ms: 'Setiap Tempahan' },
] as const satisfies LabelledEnum<number>;
export type HotelFeeBasis = CodeOf<typeof HOTEL_FEE_BASIS>;
export const hotelFeeBasisSchema = numericEnumSchema(HOTEL_FEE_BASIS);

/** A mark-up is based on a percentage or a fixed amount (spec section 3). */
export const MARKUP_BASIS = [
  { code: 'PERCENTAGE', en: 'Percentage', ms: 'Peratusan' },
  { code: 'AMOUNT', en: 'Amount', ms: 'Amaun' },
] as const satisfies LabelledEnum<string>;
export type MarkupBasis = CodeOf<typeof MARKUP_BASIS>;
export const markupBasisSchema = enumSchema(MARKUP_BASIS);
