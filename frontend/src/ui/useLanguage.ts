import i18next from 'i18next';
import type { Language } from '@bo/shared';
import { useTranslation } from 'react-i18next';

/** The UI language now, as the shared catalogues name it ('en' | 'ms'): outside React (a push's words, a date). */
export const currentLanguage = (): Language => (i18next.resolvedLanguage === 'ms' ? 'ms' : 'en');

/** The UI language as the shared catalogues name it, for labels of shared enumerations; renders again when it changes. */
export function useLanguage(): Language {
  useTranslation();
  return currentLanguage();
}
