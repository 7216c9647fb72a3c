import { codesOf, FACILITY_CATEGORY } from '@bo/shared';

/** A timestamptz column as the API answers times: ISO 8601 in UTC with milliseconds. */
export const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Facilities in catalogue order: category as FACILITY_CATEGORY lists them, then sort order and name. */
export const facilityOrder = (f: string) =>
  `array_position(ARRAY[${codesOf(FACILITY_CATEGORY)
    .map((c) => `'${c}'`)
    .join(', ')}]::text[], ${f}.category), ${f}.sort_order, lower(${f}.name_en)`;
