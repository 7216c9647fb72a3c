/**
 * Plain predicates behind the zod field builders, exported so the web app can use the same rules
 * outside zod (input masks, the password checklist) without drifting from the API.
 */
import type { ErrorCode } from '../errors/error-catalogue';

/** One password character-class rule and the catalogue code shown while it is unmet. */
export interface PasswordRule {
  code: ErrorCode;
  pattern: RegExp;
}

/** Character classes of the password policy; Unicode-aware so accented letters count as letters. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  { code: 'PASSWORD_NEEDS_UPPERCASE', pattern: /\p{Lu}/u },
  { code: 'PASSWORD_NEEDS_LOWERCASE', pattern: /\p{Ll}/u },
  { code: 'PASSWORD_NEEDS_DIGIT', pattern: /\p{Nd}/u },
  // A symbol is anything that is not a letter, digit or whitespace.
  { code: 'PASSWORD_NEEDS_SYMBOL', pattern: /[^\p{L}\p{N}\s]/u },
];

/**
 * Phone numbers are digit groups joined by single dashes (spec section 5), optionally with a
 * leading + country code: 012-3456789, 03-1234-5678, +60-12-3456789.
 */
const DASHED_PHONE = /^\+?\d{1,4}(?:-\d{2,8}){1,3}$/;
/** E.164 allows at most 15 digits; fewer than 8 is no Malaysian or international number. */
const PHONE_DIGITS_MIN = 8;
const PHONE_DIGITS_MAX = 15;

export function isDashedPhoneNumber(value: string): boolean {
  if (!DASHED_PHONE.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= PHONE_DIGITS_MIN && digits <= PHONE_DIGITS_MAX;
}

/**
 * `URL` is a global of browsers and Node alike, but this package compiles without DOM or Node
 * typings (to stay runtime-neutral), so declare the slice we use.
 */
declare const URL: new (input: string) => { protocol: string; hostname: string };

/** Absolute http(s) URL. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Letters (any script), digits and spaces: security answers and phrases. */
export const LETTERS_DIGITS_SPACES = /^[\p{L}\p{N} ]+$/u;
/** Letters (any script) and spaces: alpha-only fields such as names. */
export const LETTERS_SPACES = /^[\p{L} ]+$/u;

/** Free text must contain something meaningful ('All Character are not valid' otherwise). */
export function hasLetterOrDigit(value: string): boolean {
  return /[\p{L}\p{N}]/u.test(value);
}

/** Control characters (other than tab and line breaks) and angle brackets, which smuggle markup. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const FORBIDDEN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F<>]/;

export function hasOnlyValidCharacters(value: string): boolean {
  return !FORBIDDEN_TEXT.test(value);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether `value` is written as a record id (a UUID, any version), so an id from a path, a stored
 * setting or a loose field can be told from one that names nothing before it reaches a query.
 */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
