import { z } from 'zod';
import type { ErrorCode, Language } from '../errors/error-catalogue';

/**
 * Shape shared by every enumeration of the product: an ordered, `as const` array of options,
 * each with its stable `code` and a label per interface language. One array is the single
 * source for the TS type, the zod schema and the drop-down options, so they cannot drift.
 */
export type EnumCode = string | number | boolean;

export interface LabelledOption<C extends EnumCode = EnumCode> {
  readonly code: C;
  readonly en: string;
  readonly ms: string;
}

export type LabelledEnum<C extends EnumCode = EnumCode> = readonly LabelledOption<C>[];

/** Union of the codes of an enumeration, e.g. `CodeOf<typeof BOOKING_STATUS>` = 'CON' | 'PPA' | ... */
export type CodeOf<E extends LabelledEnum> = E[number]['code'];

/** One entry of a select/drop-down, already in the chosen language. */
export interface SelectOption<C extends EnumCode = EnumCode> {
  value: C;
  label: string;
}

/** Catalogue code used when a value is not one of the enumeration's codes. */
const INVALID_OPTION: ErrorCode = 'INVALID_OPTION';

export function codesOf<const E extends LabelledEnum>(options: E): CodeOf<E>[] {
  return options.map((option) => option.code);
}

export function isCodeOf<const E extends LabelledEnum>(options: E, value: unknown): value is CodeOf<E> {
  return options.some((option) => option.code === value);
}

/**
 * Label of `code` in `lang`. Values come from the server typed as plain strings, so any code is
 * accepted; an unknown code is shown as-is (rather than hidden) and an absent one as ''.
 */
export function labelOf(options: LabelledEnum, code: EnumCode | null | undefined, lang: Language = 'en'): string {
  if (code === null || code === undefined) return '';
  const option = options.find((candidate) => candidate.code === code);
  return option ? option[lang] : String(code);
}

/** Drop-down options in the enumeration's own order. */
export function optionsOf<const E extends LabelledEnum>(options: E, lang: Language = 'en'): SelectOption<CodeOf<E>>[] {
  return options.map((option) => ({ value: option.code, label: option[lang] }));
}

/** `z.enum` of a string enumeration; its issue message is the catalogue code INVALID_OPTION. */
export function enumSchema<const E extends LabelledEnum<string>>(options: E) {
  return z.enum(codesOf(options), { error: INVALID_OPTION });
}

/** Numeric enumerations (fee bases, star ratings): `z.enum` only takes strings, `z.literal` takes a list. */
export function numericEnumSchema<const E extends LabelledEnum<number>>(options: E) {
  return z.literal(codesOf(options), { error: INVALID_OPTION });
}
