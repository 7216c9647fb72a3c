/**
 * Turns zod issues into catalogue text, following the convention of ./validation.ts:
 * issue.message is a catalogue code, placeholder values come from minimum/maximum/params.
 */
import { ERROR_CATALOGUE, formatMessage, isErrorCode, type ErrorCode, type Language } from '../errors/error-catalogue';
import { placeholdersOf } from '../errors/placeholders';
import type { FieldError } from './api-error.schema';

/** The parts of a zod issue we read; structural so issues from any zod 4 build fit. */
export interface IssueLike {
  code: string;
  message: string;
  path: readonly PropertyKey[];
  minimum?: number | bigint;
  maximum?: number | bigint;
  params?: Record<string, unknown>;
  /** unrecognized_keys: the fields an object does not take. */
  keys?: readonly string[];
}

/**
 * Schemas written before the convention (e.g. the sign-in schema) use the English text itself;
 * an exact match of a placeholder-free English entry is recognised so it still gets translated.
 */
const CODE_BY_ENGLISH: ReadonlyMap<string, ErrorCode> = new Map(
  (Object.keys(ERROR_CATALOGUE) as ErrorCode[])
    .filter((code) => placeholdersOf(ERROR_CATALOGUE[code].en).length === 0)
    .map((code) => [ERROR_CATALOGUE[code].en, code] as const),
);

/** Catalogue code an issue stands for, if any. */
export function catalogueCodeOf(issue: Pick<IssueLike, 'message'>): ErrorCode | undefined {
  return isErrorCode(issue.message) ? issue.message : CODE_BY_ENGLISH.get(issue.message);
}

/** Placeholder values carried by an issue: params first, then zod's own size bounds. */
export function issueParams(issue: IssueLike): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(issue.params ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') values[key] = value;
  }
  if (issue.minimum !== undefined && values.min === undefined) values.min = Number(issue.minimum);
  if (issue.maximum !== undefined && values.max === undefined) values.max = Number(issue.maximum);
  return values;
}

/** Text of an issue in `lang`; a message outside the catalogue (zod's defaults) passes through as-is. */
export function zodIssueToMessage(issue: IssueLike, lang: Language = 'en'): string {
  const code = catalogueCodeOf(issue);
  return code ? formatMessage(code, lang, issueParams(issue)) : issue.message;
}

/** One entry of VALIDATION_FAILED `details.fields`; unknown messages fall back to VALIDATION_FAILED. */
export function zodIssueToFieldError(issue: IssueLike, lang: Language = 'en'): FieldError {
  const code = catalogueCodeOf(issue);
  const params = issueParams(issue);
  return {
    path: issue.path.map(String).join('.'),
    code: code ?? 'VALIDATION_FAILED',
    message: zodIssueToMessage(issue, lang),
    ...(Object.keys(params).length > 0 ? { params } : {}),
  };
}

/**
 * One entry per problem: an object given fields it does not take (zod's unrecognized_keys, from
 * strict objects; the API makes every request body strict) gives one UNKNOWN_FIELD per field,
 * at the field's own path, so the answer names each.
 */
export function zodErrorToFieldErrors(error: { issues: readonly IssueLike[] }, lang: Language = 'en'): FieldError[] {
  return error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys' && issue.keys
      ? issue.keys.map((field) => unknownField([...issue.path, field], lang))
      : [zodIssueToFieldError(issue, lang)],
  );
}

function unknownField(path: readonly PropertyKey[], lang: Language): FieldError {
  const field = path.map(String).join('.');
  return { path: field, code: 'UNKNOWN_FIELD', message: formatMessage('UNKNOWN_FIELD', lang, { field }), params: { field } };
}
