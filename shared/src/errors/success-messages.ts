/**
 * Success toasts (spec section 8). Same convention as the error catalogue: the API or the web app
 * names a code, the toast shows its text in the user's language. No HTTP status: these are 2xx.
 * Each context declares its own in `contexts/<context>/success.ts` (the usual wording: `done` of
 * ./success-wording.ts); the platform's are here.
 */
import { CONTEXT_SUCCESS_MESSAGE_SECTIONS, CONTEXT_SUCCESS_MESSAGES } from '../contexts/registry/success';
import type { Language, LocalizedText } from './error-catalogue';
import { fillPlaceholders } from './placeholders';

const PLATFORM_SUCCESS_MESSAGES = {
  FILE_UPLOADED: { en: 'File uploaded.', ms: 'Fail dimuat naik.' },
} as const satisfies Record<string, LocalizedText>;

/** Each part's toasts apart, so a test can prove no code is declared twice. */
export const SUCCESS_MESSAGE_SECTIONS = { platform: PLATFORM_SUCCESS_MESSAGES, ...CONTEXT_SUCCESS_MESSAGE_SECTIONS } as const;

export const SUCCESS_MESSAGES = {
  ...PLATFORM_SUCCESS_MESSAGES,
  ...CONTEXT_SUCCESS_MESSAGES,
} as const satisfies Record<string, LocalizedText>;

export type SuccessCode = keyof typeof SUCCESS_MESSAGES;

export function formatSuccess(code: SuccessCode, lang: Language = 'en', params: Record<string, unknown> = {}): string {
  const template: string = SUCCESS_MESSAGES[code][lang];
  return fillPlaceholders(template, params);
}

export function isSuccessCode(value: unknown): value is SuccessCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(SUCCESS_MESSAGES, value);
}
