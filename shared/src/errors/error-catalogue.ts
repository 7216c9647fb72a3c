/**
 * The one error catalogue (spec sections 5 and 8). Every API error answers `{ code, message, details }`;
 * `code` is a key of this object, `message` is taken from it in the caller's language.
 * Codes are stable identifiers: the web app and API clients branch on them, never on text.
 * The entries live in ./catalogue/ by theme; this file only joins them.
 */
import { ACCESS_ERRORS } from './catalogue/access';
import { ACCOUNT_ERRORS } from './catalogue/accounts';
import { ATTRACTION_ERRORS } from './catalogue/attractions';
import { AUTH_ERRORS } from './catalogue/auth';
import { BOOKING_FOLIO_ERRORS } from './catalogue/booking-folio';
import { BOOKING_ERRORS } from './catalogue/bookings';
import { CREDIT_ERRORS } from './catalogue/credit';
import { GENERIC_ERRORS } from './catalogue/generic';
import { HOTEL_ERRORS } from './catalogue/hotels';
import { OPERATION_ERRORS } from './catalogue/operations';
import { ORGANIZATION_ERRORS } from './catalogue/organizations';
import { PRICING_ERRORS } from './catalogue/pricing';
import { SETTINGS_ERRORS } from './catalogue/settings';
import { SUPPLIER_CHANNEL_ERRORS } from './catalogue/supplier-channels';
import { SUPPLIER_PAYLOAD_ERRORS } from './catalogue/supplier-payloads';
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
  accounts: ACCOUNT_ERRORS,
  access: ACCESS_ERRORS,
  operations: OPERATION_ERRORS,
  organizations: ORGANIZATION_ERRORS,
  credit: CREDIT_ERRORS,
  hotels: HOTEL_ERRORS,
  pricing: PRICING_ERRORS,
  bookings: BOOKING_ERRORS,
  attractions: ATTRACTION_ERRORS,
  supplierChannels: SUPPLIER_CHANNEL_ERRORS,
  bookingFolio: BOOKING_FOLIO_ERRORS,
  supplierPayloads: SUPPLIER_PAYLOAD_ERRORS,
  settings: SETTINGS_ERRORS,
  transport: TRANSPORT_ERRORS,
  validation: VALIDATION_ERRORS,
} as const;

export const ERROR_CATALOGUE = {
  ...GENERIC_ERRORS,
  ...AUTH_ERRORS,
  ...ACCOUNT_ERRORS,
  ...ACCESS_ERRORS,
  ...OPERATION_ERRORS,
  ...ORGANIZATION_ERRORS,
  ...CREDIT_ERRORS,
  ...HOTEL_ERRORS,
  ...PRICING_ERRORS,
  ...BOOKING_ERRORS,
  ...ATTRACTION_ERRORS,
  ...SUPPLIER_CHANNEL_ERRORS,
  ...BOOKING_FOLIO_ERRORS,
  ...SUPPLIER_PAYLOAD_ERRORS,
  ...SETTINGS_ERRORS,
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
