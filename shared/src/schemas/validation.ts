/**
 * Reusable zod field builders for forms (web app) and request bodies (API), spec section 5.
 *
 * Message convention: every issue these builders produce has `message` = a code of
 * ERROR_CATALOGUE (e.g. 'PASSWORD_TOO_SHORT'), never prose. Placeholder values travel in the
 * issue itself: `minimum` -> {min} and `maximum` -> {max} for zod's size checks, and `params`
 * for custom checks (e.g. NUMBER_BETWEEN carries params { min, max }).
 * Turn an issue into text with `zodIssueToMessage(issue, lang)` (./zod-issue.ts); the API builds
 * VALIDATION_FAILED details with `zodIssueToFieldError(issue)`, which keeps code and params so
 * the web app can show the message in the user's language.
 */
import { z } from 'zod';
import { codesOf } from '../enums/labelled';
import { ATTACHMENT_MIME_TYPE, MAX_ATTACHMENT_BYTES } from '../enums/limits';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SECURITY_ANSWER_MAX_LENGTH,
  SECURITY_PHRASE_MAX_LENGTH,
  SECURITY_PHRASE_MIN_LENGTH,
} from '../enums/security';
import type { ErrorCode } from '../errors/error-catalogue';
import { MAX_MONEY_AMOUNT } from '../money/bounds';
import { isCurrencyCode } from '../money/currencies';
import { groupThousands } from '../money/major-units';
import {
  LETTERS_DIGITS_SPACES,
  LETTERS_SPACES,
  PASSWORD_RULES,
  hasLetterOrDigit,
  hasOnlyValidCharacters,
  isDashedPhoneNumber,
  isHttpUrl,
} from './field-rules';

/** Typed wrappers so a misspelt catalogue code fails to compile. */
const fail = (code: ErrorCode) => ({ error: code });
/** Stops the remaining checks of the field: one clear message instead of a cascade. */
const failAndStop = (code: ErrorCode) => ({ error: code, abort: true });

/** Default upper bound of free-text fields, so no field is unbounded. */
const DEFAULT_TEXT_MAX = 255;
const EMAIL_MAX = 254;

/** Trimmed, non-empty string. An absent value and an empty one both read 'Required field'. */
function required() {
  return z.string(fail('REQUIRED_FIELD')).trim().min(1, failAndStop('REQUIRED_FIELD'));
}

export function requiredTextField(options: { min?: number; max?: number } = {}) {
  let schema = required();
  if (options.min !== undefined) schema = schema.min(options.min, fail('AT_LEAST_N_CHARACTERS'));
  return schema.max(options.max ?? DEFAULT_TEXT_MAX, fail('AT_MOST_N_CHARACTERS'));
}

/**
 * New password: at least 8 characters with upper case, lower case, digit and symbol. Never trimmed.
 * Every unmet rule is reported, so the form can tick off a checklist.
 */
export function passwordField() {
  let schema = z
    .string(fail('REQUIRED_FIELD'))
    .min(1, failAndStop('REQUIRED_FIELD'))
    .min(PASSWORD_MIN_LENGTH, fail('PASSWORD_TOO_SHORT'))
    .max(PASSWORD_MAX_LENGTH, fail('PASSWORD_TOO_LONG'));
  for (const rule of PASSWORD_RULES) schema = schema.regex(rule.pattern, fail(rule.code));
  return schema;
}

/**
 * Adds the 'Password is not identical' check to an object schema. It runs even while the password
 * itself breaks the policy (zod would otherwise skip it), but not while the confirmation is empty.
 */
export function withConfirmPassword<T extends z.ZodType<Record<string, unknown>>>(
  schema: T,
  passwordKey = 'password',
  confirmKey = 'confirmPassword',
): T {
  return schema.refine((data) => data[passwordKey] === data[confirmKey], {
    error: 'PASSWORD_NOT_IDENTICAL' satisfies ErrorCode,
    path: [confirmKey],
    when: (payload) => {
      const value = payload.value as Record<string, unknown> | null | undefined;
      const confirmation = value?.[confirmKey];
      return typeof value?.[passwordKey] === 'string' && typeof confirmation === 'string' && confirmation !== '';
    },
  });
}

/** `{ password, confirmPassword }` of the set-password, reset-password and first-time-login forms. */
export function passwordPairSchema() {
  return withConfirmPassword(
    z.object({
      password: passwordField(),
      confirmPassword: z.string(fail('REQUIRED_FIELD')).min(1, fail('REQUIRED_FIELD')),
    }),
  );
}

export function emailField() {
  return required().max(EMAIL_MAX, fail('AT_MOST_N_CHARACTERS')).regex(z.regexes.email, fail('INVALID_EMAIL'));
}

/** Digit groups joined by dashes, e.g. 012-3456789 or 03-1234-5678. */
export function phoneNumberField() {
  return required().refine(isDashedPhoneNumber, fail('INVALID_PHONE_NUMBER'));
}

/** Security answers: letters, digits and spaces only; compared case-insensitively by the API. */
export function securityAnswerField() {
  return required()
    .max(SECURITY_ANSWER_MAX_LENGTH, fail('AT_MOST_N_CHARACTERS'))
    .regex(LETTERS_DIGITS_SPACES, fail('SECURITY_ANSWER_SPECIAL_CHARACTERS'));
}

/** Security phrase policy (ours, the spec shows none): 6-50 letters, digits and spaces. */
export function securityPhraseField() {
  return required()
    .min(SECURITY_PHRASE_MIN_LENGTH, failAndStop('SECURITY_PHRASE_POLICY'))
    .max(SECURITY_PHRASE_MAX_LENGTH, failAndStop('SECURITY_PHRASE_POLICY'))
    .regex(LETTERS_DIGITS_SPACES, fail('SECURITY_PHRASE_POLICY'));
}

/** Alphabetic-only fields (letters of any script and spaces). */
export function alphaField(options: { max?: number } = {}) {
  return required()
    .max(options.max ?? DEFAULT_TEXT_MAX, fail('AT_MOST_N_CHARACTERS'))
    .regex(LETTERS_SPACES, fail('ALPHABETIC_ONLY'));
}

/** Digit strings (account numbers, postcodes, ID numbers): kept as text so leading zeros survive. */
export function numbersOnlyField(options: { minDigits?: number; max?: number } = {}) {
  let schema = required().regex(/^\d+$/, failAndStop('NUMBERS_ONLY'));
  if (options.minDigits !== undefined) schema = schema.min(options.minDigits, fail('AT_LEAST_N_DIGITS'));
  return schema.max(options.max ?? DEFAULT_TEXT_MAX, fail('AT_MOST_N_CHARACTERS'));
}

/** Inclusive `min`/`max` and exclusive `moreThan` bounds of a number field. */
export interface NumberBounds {
  min?: number;
  max?: number;
  moreThan?: number;
}

/** Absent input reads 'Required field'; text or NaN reads 'Please enter numbers only'. */
function numberBase() {
  return z.number({
    error: (issue): ErrorCode => (issue.input === undefined || issue.input === null ? 'REQUIRED_FIELD' : 'NUMBERS_ONLY'),
  });
}

function bounded(schema: z.ZodNumber, { min, max, moreThan }: NumberBounds): z.ZodNumber {
  let result = schema;
  if (moreThan !== undefined) result = result.gt(moreThan, fail('MORE_THAN'));
  // Both bounds give one "between" message rather than two half-messages.
  if (min !== undefined && max !== undefined) {
    return result.refine((n) => n >= min && n <= max, { ...fail('NUMBER_BETWEEN'), params: { min, max } });
  }
  if (min !== undefined) result = result.min(min, fail('NUMBER_AT_LEAST'));
  if (max !== undefined) result = result.max(max, fail('NUMBER_AT_MOST'));
  return result;
}

export function numberField(bounds: NumberBounds = {}) {
  return bounded(numberBase(), bounds);
}

/** Whole numbers within the safe-integer range. */
export function integerField(bounds: NumberBounds = {}) {
  return bounded(numberBase().int(fail('INTEGER_ONLY')), bounds);
}

/**
 * Money is an integer count of minor units (sen for MYR), never a float, so sums and splits are
 * exact. In a request it is a JSON integer: text ("1000", "0x10", "1e3"), a fraction (12.5) or
 * anything past the exact range is refused with MONEY_MINOR_UNITS, never converted, so no amount
 * is ever read from loose text. Multipart forms, whose fields are all text, wrap it in
 * `fromFormText`. Use `{ moreThan: 0 }` for amounts that must be positive (top-ups, payments).
 */
export function moneyMinorUnitsField(bounds: NumberBounds = {}) {
  const minorUnits = z
    .number({
      error: (issue): ErrorCode => (issue.input === undefined || issue.input === null ? 'REQUIRED_FIELD' : 'MONEY_MINOR_UNITS'),
    })
    .int(failAndStop('MONEY_MINOR_UNITS'))
    // One operation moves at most MAX_MONEY_AMOUNT either way (money/bounds.ts), so every sum stays exact.
    .refine((n) => Math.abs(n) <= MAX_MONEY_AMOUNT, {
      ...failAndStop('MONEY_AMOUNT_TOO_LARGE'),
      params: { max: MAX_MONEY_AMOUNT_TEXT },
    });
  return bounded(minorUnits, bounds);
}

/** The bound as the message shows it: "100,000,000,000". */
const MAX_MONEY_AMOUNT_TEXT = groupThousands(MAX_MONEY_AMOUNT);

/**
 * The one currency field of every request (credit, fees, hotel rates...): an ISO 4217 code of the
 * product's list (shared/src/money/currencies.ts), upper-cased; anything else, `ZZZ` included, is
 * CURRENCY_NOT_ISO_4217.
 */
export const currencyCodeField = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    z
      .string({ error: 'REQUIRED_FIELD' satisfies ErrorCode })
      // A plain check, not the type guard: the field stays a string for the code that reads it.
      .refine((code): boolean => isCurrencyCode(code), { error: 'CURRENCY_NOT_ISO_4217' satisfies ErrorCode }),
  );

/**
 * A whole number sent as a multipart (form) field, where every value is text: only plain decimal
 * digits with an optional minus ("1250", "-30") become a number; any other text ("0x10", "1e3",
 * "12.50", " 7") is handed on as it came, for the number schema to refuse. JSON bodies never need it.
 */
export function fromFormText<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (typeof v === 'string' && /^-?\d{1,16}$/.test(v) ? Number(v) : v), schema);
}

/** Absolute http(s) URL. */
export function urlField() {
  return required().max(2048, fail('AT_MOST_N_CHARACTERS')).refine(isHttpUrl, fail('INVALID_URL'));
}

/** One-time code of `length` digits (the spec does not give the length; 6 is the common choice). */
export function otpField(length = 6) {
  return required().regex(new RegExp(`^\\d{${length}}$`), fail('OTP_INVALID'));
}

/** The terms-and-conditions checkbox must be ticked. */
export function termsAcceptedField() {
  return z.literal(true, fail('TERMS_NOT_ACCEPTED'));
}

/**
 * Free text of forms: at least one letter or digit ('All Character are not valid' otherwise) and
 * no control characters or angle brackets ('Please enter valid characters').
 */
export function validTextField(options: { max?: number } = {}) {
  return required()
    .max(options.max ?? DEFAULT_TEXT_MAX, fail('AT_MOST_N_CHARACTERS'))
    .refine(hasLetterOrDigit, failAndStop('ALL_CHARACTERS_INVALID'))
    .refine(hasOnlyValidCharacters, fail('INVALID_CHARACTERS'));
}

/**
 * What both sides know about an uploaded file: a browser `File` has name/size/type, the API maps
 * its multipart file (originalname/size/mimetype) to the same shape.
 */
export function attachmentField() {
  return z.object({
    name: requiredTextField(),
    size: z
      .number(fail('REQUIRED_FIELD'))
      .int(fail('INTEGER_ONLY'))
      .min(1, fail('REQUIRED_FIELD'))
      .max(MAX_ATTACHMENT_BYTES, fail('PAYLOAD_TOO_LARGE')),
    type: z.enum(codesOf(ATTACHMENT_MIME_TYPE), fail('ATTACHMENT_TYPE_NOT_ALLOWED')),
  });
}
export type Attachment = z.infer<ReturnType<typeof attachmentField>>;

/** Form and query values: a blank string means "not given". */
export const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** Optional free text up to `max` characters; blank counts as absent. */
export function optionalTextField(max: number) {
  return z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(max, { error: 'AT_MOST_N_CHARACTERS' satisfies ErrorCode })
      .optional(),
  );
}

/** An optional record id; blank counts as absent, a malformed one is a record that does not exist. */
export function optionalUuidField() {
  return z.preprocess(blankToUndefined, z.uuid({ error: 'RECORD_NOT_FOUND' satisfies ErrorCode }).optional());
}

/**
 * A list's refinement marking the second and later occurrences of a key: on the item, or on its
 * `field`, as DUPLICATE_IN_LIST ('This entry is listed twice.') unless a `code` of its own is given
 * (with the message's values from the item).
 */
export function flagRepeats<T>(
  key: (item: T) => string,
  options: { field?: string; code?: ErrorCode; params?: (item: T) => Record<string, unknown> } = {},
) {
  return (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const k = key(item);
      if (seen.has(k)) {
        ctx.addIssue({
          code: 'custom',
          message: options.code ?? ('DUPLICATE_IN_LIST' satisfies ErrorCode),
          path: options.field ? [index, options.field] : [index],
          ...(options.params ? { params: options.params(item) } : {}),
        });
      }
      seen.add(k);
    });
  };
}

/**
 * A code an administrator types (HOTEL_KL, ROOM_AMENITY, MB2U0227): trimmed and upper-cased on the
 * way in, required, at most `max` characters when given, matching `pattern` (else `invalid`,
 * INVALID_CHARACTERS unless given).
 */
export function upperCaseCodeField(options: { pattern: RegExp; max?: number; invalid?: ErrorCode }) {
  let code = z.string(fail('REQUIRED_FIELD')).min(1, failAndStop('REQUIRED_FIELD'));
  if (options.max !== undefined) code = code.max(options.max, fail('AT_MOST_N_CHARACTERS'));
  return z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    code.regex(options.pattern, fail(options.invalid ?? 'INVALID_CHARACTERS')),
  );
}

/** Adds a catalogue-coded issue at `path` (with message parameters) to a refinement. */
export type RefinementIssue = (code: ErrorCode, path: (string | number)[], params?: Record<string, unknown>) => void;
/** The `RefinementIssue` of a `superRefine` context: `issuesOf(ctx)('DATE_RANGE_REVERSED', ['to'])`. */
export const issuesOf =
  (ctx: z.RefinementCtx): RefinementIssue =>
  (code, path, params) =>
    ctx.addIssue({ code: 'custom', message: code, path, ...(params ? { params } : {}) });

/**
 * A yes/no flag of a query string (`?activeOnly=true`): true for `true`, `'true'` or `'1'`,
 * anything else false.
 */
export const queryFlagField = () => z.preprocess((v) => v === true || v === 'true' || v === '1', z.boolean()).default(false);
