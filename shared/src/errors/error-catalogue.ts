/**
 * The one error catalogue (spec sections 5 and 8). Every API error answers `{ code, message, details }`;
 * `code` is a key of this object, `message` is taken from it in the caller's language.
 * Codes are stable identifiers: the web app and API clients branch on them, never on text.
 * The platform's entries live in ./catalogue/ by theme, each context's in `contexts/<context>/errors.ts`;
 * this file only joins them.
 */
import { CONTEXT_ERROR_SECTIONS, CONTEXT_ERRORS } from '../contexts/registry/errors';
import { AUTH_ERRORS } from './catalogue/auth';
import { GENERIC_ERRORS } from './catalogue/generic';
import { OPERATION_ERRORS } from './catalogue/operations';
import { TRANSPORT_ERRORS } from './catalogue/transport';
import type { CatalogueEntry } from './catalogue/types';
import { VALIDATION_ERRORS } from './catalogue/validation';
import { fillPlaceholders } from './placeholders';

export type { CatalogueEntry, LocalizedText } from './catalogue/types';

export type Language = 'en' | 'ms';

/** The themed parts, kept apart so a test can prove no code is defined twice (a spread would hide it). */
export const ERROR_CATALOGUE_SECTIONS = {
  generic: GENERIC_ERRORS,
  auth: AUTH_ERRORS,
  operations: OPERATION_ERRORS,
  ...CONTEXT_ERROR_SECTIONS,
  transport: TRANSPORT_ERRORS,
  validation: VALIDATION_ERRORS,
} as const;

export const ERROR_CATALOGUE = {
  ...GENERIC_ERRORS,
  ...AUTH_ERRORS,
  ...OPERATION_ERRORS,
  ...CONTEXT_ERRORS,
  ...TRANSPORT_ERRORS,
  ...VALIDATION_ERRORS,
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** Fills `{name}` placeholders of a catalogue message. */
export function formatMessage(code: ErrorCode, lang: Language = 'en', params: Record<string, unknown> = {}): string {
  const template: string = ERROR_CATALOGUE[code][lang];
  return fillPlaceholders(template, params);
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERROR_CATALOGUE, value);
}
