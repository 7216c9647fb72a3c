import type { Language } from '@bo/shared';
import { useTranslation } from 'react-i18next';

/** The UI language as the shared catalogues name it ('en' | 'ms'), for labels of shared enumerations. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage === 'ms' ? 'ms' : 'en';
}
