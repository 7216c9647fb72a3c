import { enumSchema, type CodeOf, type LabelledEnum } from './labelled';

/**
 * Hotel inventory enumerations (spec section 3 "Hotel"; the spec names the entities, not their
 * options, so these codes are ours and stay stable once stored). Star ratings: STAR_RATING (product.ts).
 */

/** Where a facility of the catalogue applies: a hotel's facilities or a room type's amenities. */
export const FACILITY_SCOPE = [
  { code: 'HOTEL', en: 'Hotel facility', ms: 'Kemudahan hotel' },
  { code: 'ROOM', en: 'Room amenity', ms: 'Kemudahan bilik' },
] as const satisfies LabelledEnum<string>;
export type FacilityScope = CodeOf<typeof FACILITY_SCOPE>;
export const facilityScopeSchema = enumSchema(FACILITY_SCOPE);

/** Groups of the facility catalogue, in the order a hotel profile lists them. */
export const FACILITY_CATEGORY = [
  { code: 'GENERAL', en: 'General', ms: 'Umum' },
  { code: 'DINING', en: 'Food and drink', ms: 'Makanan dan minuman' },
  { code: 'RECREATION', en: 'Recreation', ms: 'Rekreasi' },
  { code: 'WELLNESS', en: 'Wellness', ms: 'Kesejahteraan' },
  { code: 'BUSINESS', en: 'Business', ms: 'Perniagaan' },
  { code: 'FAMILY', en: 'Family', ms: 'Keluarga' },
  { code: 'TRANSPORT', en: 'Transport and parking', ms: 'Pengangkutan dan tempat letak kereta' },
  { code: 'ACCESSIBILITY', en: 'Accessibility', ms: 'Kebolehcapaian' },
  { code: 'IN_ROOM', en: 'In the room', ms: 'Dalam bilik' },
  { code: 'BATHROOM', en: 'Bathroom', ms: 'Bilik mandi' },
  { code: 'MEDIA', en: 'Media and technology', ms: 'Media dan teknologi' },
] as const satisfies LabelledEnum<string>;
export type FacilityCategory = CodeOf<typeof FACILITY_CATEGORY>;
export const facilityCategorySchema = enumSchema(FACILITY_CATEGORY);

/** The board a room rate includes (the usual OTA meal-plan codes). */
export const MEAL_PLAN = [
  { code: 'RO', en: 'Room only', ms: 'Bilik sahaja' },
  { code: 'BB', en: 'Bed and breakfast', ms: 'Bilik dan sarapan' },
  { code: 'HB', en: 'Half board', ms: 'Separuh penginapan penuh' },
  { code: 'FB', en: 'Full board', ms: 'Penginapan penuh' },
  { code: 'AI', en: 'All inclusive', ms: 'Semua termasuk' },
] as const satisfies LabelledEnum<string>;
export type MealPlan = CodeOf<typeof MEAL_PLAN>;
export const mealPlanSchema = enumSchema(MEAL_PLAN);

/**
 * What a cancellation after the free-cancellation deadline costs (and any cancellation of a
 * non-refundable rate, which is always the whole stay). `value` means: NIGHTS a number of nights,
 * PERCENT basis points of the stay (10000 = 100%), AMOUNT minor units of the rate's currency,
 * FULL_STAY nothing (0).
 */
export const CANCELLATION_FEE_BASIS = [
  { code: 'NIGHTS', en: 'Nights', ms: 'Malam' },
  { code: 'PERCENT', en: 'Percentage of the stay', ms: 'Peratusan penginapan' },
  { code: 'AMOUNT', en: 'Fixed amount', ms: 'Amaun tetap' },
  { code: 'FULL_STAY', en: 'Full stay', ms: 'Seluruh penginapan' },
] as const satisfies LabelledEnum<string>;
export type CancellationFeeBasis = CodeOf<typeof CANCELLATION_FEE_BASIS>;
export const cancellationFeeBasisSchema = enumSchema(CANCELLATION_FEE_BASIS);
