import type { Language } from '../errors/error-catalogue';
import { enumSchema, type CodeOf, type LabelledEnum } from './labelled';

/** Interface languages (spec section 1): English is the default, Bahasa Malaysia the other. */
export const LANGUAGE = [
  { code: 'en', en: 'English', ms: 'Bahasa Inggeris' },
  { code: 'ms', en: 'Bahasa Malaysia', ms: 'Bahasa Malaysia' },
] as const satisfies LabelledEnum<Language>;
export const languageSchema = enumSchema(LANGUAGE);
export const DEFAULT_LANGUAGE: Language = 'en';
/** The language choice is remembered in a cookie for 365 days (path /, same-site lax). */
export const LANGUAGE_COOKIE_MAX_AGE_DAYS = 365;

export const THEME_MODE = [
  { code: 'light', en: 'Light', ms: 'Cerah' },
  { code: 'dark', en: 'Dark', ms: 'Gelap' },
  { code: 'system', en: 'System', ms: 'Sistem' },
] as const satisfies LabelledEnum<string>;
export type ThemeMode = CodeOf<typeof THEME_MODE>;
export const themeModeSchema = enumSchema(THEME_MODE);
export const DEFAULT_THEME_MODE: ThemeMode = 'light';

/** Menu entries are either a link to a page or a category grouping links. */
export const LINK_TYPE = [
  { code: 'LINK', en: 'Link', ms: 'Pautan' },
  { code: 'CATEGORY', en: 'Category', ms: 'Kategori' },
] as const satisfies LabelledEnum<string>;
export type LinkType = CodeOf<typeof LINK_TYPE>;
export const linkTypeSchema = enumSchema(LINK_TYPE);
