import { codesOf, FACILITY_CATEGORY } from '@bo/shared';

/** Facilities in catalogue order: category as FACILITY_CATEGORY lists them, then sort order and name. */
export const facilityOrder = (f: string) =>
  `array_position(ARRAY[${codesOf(FACILITY_CATEGORY)
    .map((c) => `'${c}'`)
    .join(', ')}]::text[], ${f}.category), ${f}.sort_order, lower(${f}.name_en)`;
