/**
 * The hotel inventory's own reference data (`/bo/RWTDIYHotel`, spec section 7): the facility
 * catalogue (hotel facilities and room amenities), bed types and bed combinations. Request bodies
 * are strict: a field the call does not know is refused (400).
 */
import { z } from 'zod';
import { facilityCategorySchema, facilityScopeSchema } from '../enums/hotel';
import { actionResultSchema } from './action-result.schema';
import { codeField, fail, flag, idField, optional, optionalText } from './hotel-fields';
import { pageOf, sortedBy } from './paging.schema';
import { flagRepeats, integerField, validTextField } from './validation';

/** Free-text search of the list calls: the code or either name contains it. */
const searchField = () => optionalText(100);

// ---------------------------------------------------------------------------------------------
// Facility catalogue (screen /Hotel/Amenities/amenitiesList). A facility's code and scope are its
// identity: hotels and room types point at it, so they never change.

/** Tabler icon name (`swimming`, `wifi`). */
const iconField = () => optional(z.string().regex(/^[a-z0-9-]{1,50}$/, fail('INVALID_CHARACTERS')));

/** `POST addFacility`. */
export const addFacilitySchema = z.strictObject({
  code: codeField(30),
  nameEn: validTextField({ max: 100 }),
  nameMs: validTextField({ max: 100 }),
  scope: facilityScopeSchema,
  category: facilityCategorySchema,
  icon: iconField(),
  sortOrder: integerField({ min: 0, max: 100_000 }).default(0),
  active: flag(true),
});
export type AddFacilityBody = z.infer<typeof addFacilitySchema>;

/** `POST editFacility`: names, category, icon (absent clears it); sortOrder and active absent keep theirs. */
export const editFacilitySchema = z.strictObject({
  facilityID: idField('FACILITY_NOT_FOUND'),
  nameEn: validTextField({ max: 100 }),
  nameMs: validTextField({ max: 100 }),
  category: facilityCategorySchema,
  icon: iconField(),
  sortOrder: integerField({ min: 0, max: 100_000 }).optional(),
  active: flag().optional(),
});
export type EditFacilityBody = z.infer<typeof editFacilitySchema>;

/** `POST deleteFacility`: refused while a hotel or room type uses it (FACILITY_IN_USE). */
export const facilityIdSchema = z.strictObject({ facilityID: idField('FACILITY_NOT_FOUND') });

/** `GET getFacilityList`: the whole catalogue (for pickers), optionally one scope, active ones only. */
export const facilityListQuerySchema = z.strictObject({
  scope: optional(facilityScopeSchema),
  activeOnly: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), flag(false)),
});
export type FacilityListQuery = z.infer<typeof facilityListQuerySchema>;

export const FACILITY_SORT_KEYS = ['code', 'nameEn', 'nameMs', 'scope', 'category', 'sortOrder', 'updatedAt'] as const;
/** `POST getFacilityListBySearch`: paged; search in code and names. */
export const facilitySearchSchema = z.strictObject({
  ...sortedBy(FACILITY_SORT_KEYS).shape,
  search: searchField(),
  scope: optional(facilityScopeSchema),
  category: optional(facilityCategorySchema),
  active: optional(flag()),
});
export type FacilitySearch = z.infer<typeof facilitySearchSchema>;

export const facilitySchema = z.object({
  facilityID: z.string(),
  code: z.string(),
  nameEn: z.string(),
  nameMs: z.string(),
  scope: z.string(),
  category: z.string(),
  icon: z.string().nullable(),
  sortOrder: z.number().int(),
  active: z.boolean(),
  /** Live hotels listing it and live room types offering it (a facility in use cannot be deleted). */
  hotelCount: z.number().int(),
  roomCount: z.number().int(),
  updatedAt: z.string(),
});
export type Facility = z.infer<typeof facilitySchema>;
/** A catalogue entry as the records that list it show it (a room type's amenities, a hotel's facilities). */
export const facilitySummarySchema = facilitySchema.pick({
  facilityID: true,
  code: true,
  nameEn: true,
  nameMs: true,
  category: true,
  icon: true,
});
export const facilityListSchema = z.array(facilitySchema);
export const facilityPageSchema = pageOf(facilitySchema);
export const facilityResultSchema = actionResultSchema.extend({ facility: facilitySchema });
export const facilityDeletedSchema = actionResultSchema.extend({ facilityID: z.string() });

// ---------------------------------------------------------------------------------------------
// Bed types (screen /Hotel/BedType/bedTypeList): King, Queen, Single, Sofa bed. The spec has no
// edit call; a bed type no combination uses can be deleted and added again.

/** `POST addBedType`. */
export const addBedTypeSchema = z.strictObject({
  code: codeField(20),
  nameEn: validTextField({ max: 100 }),
  nameMs: validTextField({ max: 100 }),
  /** People one bed of this type sleeps. */
  sleeps: integerField({ min: 1, max: 4 }),
  widthCm: optional(integerField({ min: 50, max: 400 })),
});
export type AddBedTypeBody = z.infer<typeof addBedTypeSchema>;

/** `POST deleteBedType`: refused while a bed combination uses it (BED_TYPE_IN_USE). */
export const bedTypeIdSchema = z.strictObject({ bedTypeID: idField('BED_TYPE_NOT_FOUND') });

/** `GET getBedTypeList`: every bed type, by name (no parameters). */
export const bedTypeListQuerySchema = z.strictObject({});

export const BED_TYPE_SORT_KEYS = ['code', 'nameEn', 'nameMs', 'sleeps', 'widthCm', 'updatedAt'] as const;
/** `POST getBedTypeListBySearch`: paged; search in code and names. */
export const bedTypeSearchSchema = z.strictObject({
  ...sortedBy(BED_TYPE_SORT_KEYS).shape,
  search: searchField(),
});
export type BedTypeSearch = z.infer<typeof bedTypeSearchSchema>;

export const bedTypeSchema = z.object({
  bedTypeID: z.string(),
  code: z.string(),
  nameEn: z.string(),
  nameMs: z.string(),
  sleeps: z.number().int(),
  widthCm: z.number().int().nullable(),
  /** Bed combinations using it (a bed type in use cannot be deleted). */
  combinationCount: z.number().int(),
  updatedAt: z.string(),
});
export type BedType = z.infer<typeof bedTypeSchema>;
export const bedTypeListSchema = z.array(bedTypeSchema);
export const bedTypePageSchema = pageOf(bedTypeSchema);
export const bedTypeResultSchema = actionResultSchema.extend({ bedType: bedTypeSchema });
export const bedTypeDeletedSchema = actionResultSchema.extend({ bedTypeID: z.string() });

// ---------------------------------------------------------------------------------------------
// Bed combinations (screens /Hotel/Bed/...): what a room type's beds are, e.g. "1 King" or
// "2 Single + 1 Sofa bed". Room types offer one or more. Never deleted (rooms point at them):
// deactivated, so new room types cannot choose them.

const bedsField = () =>
  z
    .array(
      z.strictObject({
        bedTypeID: idField('BED_TYPE_NOT_FOUND'),
        quantity: integerField({ min: 1, max: 10 }),
      }),
      fail('REQUIRED_FIELD'),
    )
    .min(1, fail('REQUIRED_FIELD'))
    .max(5, fail('NUMBER_AT_MOST'))
    .superRefine(flagRepeats((bed) => bed.bedTypeID, { field: 'bedTypeID' }));

const bedCombinationFields = {
  nameEn: validTextField({ max: 100 }),
  nameMs: validTextField({ max: 100 }),
  beds: bedsField(),
};

/** `POST addBedCombinationList`: one combination. */
export const addBedCombinationSchema = z.strictObject({ ...bedCombinationFields, active: flag(true) });
export type AddBedCombinationBody = z.infer<typeof addBedCombinationSchema>;

/** `POST updateBedCombinationList`: names and beds replaced; `active` absent keeps its state. */
export const updateBedCombinationSchema = z.strictObject({
  bedCombinationID: idField('BED_COMBINATION_NOT_FOUND'),
  ...bedCombinationFields,
  active: flag().optional(),
});
export type UpdateBedCombinationBody = z.infer<typeof updateBedCombinationSchema>;

export const BED_COMBINATION_SORT_KEYS = ['nameEn', 'nameMs', 'sleeps', 'active', 'updatedAt'] as const;
/** `POST getBedCombinationList`: paged; search in the names. */
export const bedCombinationSearchSchema = z.strictObject({
  ...sortedBy(BED_COMBINATION_SORT_KEYS).shape,
  search: searchField(),
  active: optional(flag()),
});
export type BedCombinationSearch = z.infer<typeof bedCombinationSearchSchema>;

export const bedCombinationSchema = z.object({
  bedCombinationID: z.string(),
  nameEn: z.string(),
  nameMs: z.string(),
  beds: z.array(
    bedTypeSchema
      .pick({ bedTypeID: true, code: true, nameEn: true, nameMs: true, sleeps: true })
      .extend({ quantity: z.number().int() }),
  ),
  /** People the beds sleep together. */
  sleeps: z.number().int(),
  active: z.boolean(),
  /** Live room types offering it. */
  roomCount: z.number().int(),
  updatedAt: z.string(),
});
export type BedCombination = z.infer<typeof bedCombinationSchema>;
export const bedCombinationPageSchema = pageOf(bedCombinationSchema);
export const bedCombinationResultSchema = actionResultSchema.extend({ bedCombination: bedCombinationSchema });
