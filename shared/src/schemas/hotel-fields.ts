/**
 * Field builders the hotel inventory schemas share (hotel.schema.ts, hotel-catalogue.schema.ts,
 * hotel-room.schema.ts). Not exported from the package: the schemas are.
 */
import { z } from 'zod';
import { MAX_RATE_MINOR_UNITS } from '../money/bounds';
import type { ErrorCode } from '../errors/error-catalogue';
import { flagRepeats, moneyMinorUnitsField, optionalTextField, upperCaseCodeField } from './validation';

export const fail = (code: ErrorCode) => ({ error: code });

/** Absent, null and blank all mean "not given" (forms send '' or null for an emptied field). */
export function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v), schema.optional());
}

/** Optional free text up to `max` characters; absent, null and blank all mean none. */
export function optionalText(max: number) {
  return optional(optionalTextField(max));
}

/** A record id. A malformed one is a record that does not exist: the field reads `notFound`. */
export function idField(notFound: ErrorCode) {
  return z.uuid(fail(notFound));
}

/**
 * Short codes (hotel, room type, rate plan, facility, bed type): capital letters, digits, '-' and
 * '_', upper-cased on the way in and compared case-insensitively by the API.
 */
export function codeField(max = 20) {
  return upperCaseCodeField({ max, pattern: /^[A-Z0-9][A-Z0-9_-]*$/ });
}

/** A list of record ids without repeats (a repeated one reads 'This entry is listed twice.'). */
export function idListField(notFound: ErrorCode, bounds: { min?: number; max: number }) {
  return z
    .array(idField(notFound), fail('REQUIRED_FIELD'))
    .min(bounds.min ?? 0, fail('REQUIRED_FIELD'))
    .max(bounds.max, fail('NUMBER_AT_MOST'))
    .superRefine(flagRepeats((id) => id));
}

/** A JSON boolean; `fallback` when absent. */
export function flag(fallback?: boolean) {
  const schema = z.boolean(fail('INVALID_OPTION'));
  return fallback === undefined ? schema : schema.default(fallback);
}

/** Money of a rate: a JSON integer of minor units (never text, never a fraction), 0 unless `positive`. */
export function rateAmountField(options: { positive?: boolean } = {}) {
  return moneyMinorUnitsField(
    options.positive ? { moreThan: 0, max: MAX_RATE_MINOR_UNITS } : { min: 0, max: MAX_RATE_MINOR_UNITS },
  );
}
