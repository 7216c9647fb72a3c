/**
 * SQL expressions that answer dates and times as the API does (the contracts' strings), for the
 * SELECT lists of read-side queries.
 */

/** A timestamptz column as the API answers times: ISO 8601 in UTC with milliseconds. */
export const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A date column as `YYYY-MM-DD`. */
export const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;
