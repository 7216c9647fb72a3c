import type { LocalizedText } from './catalogue/types';

/**
 * How the usual writes read: `<Thing> created successfully.`, `<Benda> berjaya dicipta.` One rule per
 * outcome, so the toasts of every screen (every context's `success.ts`) say it the same way in both languages.
 */
const OUTCOMES = {
  created: 'dicipta',
  updated: 'dikemas kini',
  deleted: 'dipadam',
  added: 'ditambah',
  activated: 'diaktifkan',
  deactivated: 'dinyahaktifkan',
  saved: 'disimpan',
  cancelled: 'dibatalkan',
  issued: 'dikeluarkan',
} as const;

/** The toast of a usual write: what happened (`created`) to what, named in English and in Malay. */
export function done(outcome: keyof typeof OUTCOMES, en: string, ms: string): LocalizedText {
  return { en: `${en} ${outcome} successfully.`, ms: `${ms} berjaya ${OUTCOMES[outcome]}.` };
}
