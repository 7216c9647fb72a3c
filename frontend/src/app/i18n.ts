import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readCookie, writeCookie } from '../lib/cookies';
import { setApiLanguage } from '../lib/api-language';

/**
 * i18next setup. Every catalogue is loaded on demand, in the languages in use only: the `common`
 * namespace (shell, errors, validation) from `app/locales/<lng>.json` before the first paint
 * (main.tsx waits for it), each feature's namespace (its folder name) from
 * `features/<context>/locales/<lng>.json` (route `lazy` functions preload it,
 * `useTranslation('<context>')` suspends otherwise).
 * The language choice is kept in the `lang` cookie (spec section 1: 365 days, path /, SameSite=Lax).
 */

export const LANGUAGES = [
  { code: 'en', label: 'English', short: 'EN' },
  { code: 'ms', label: 'Bahasa Malaysia', short: 'BM' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';
export const LANGUAGE_COOKIE = 'lang';

export function isLanguage(value: unknown): value is LanguageCode {
  return LANGUAGES.some((language) => language.code === value);
}

type Catalogue = { default: Record<string, unknown> };
const commonLocales = import.meta.glob<Catalogue>('./locales/*.json');
const featureLocales = import.meta.glob<Catalogue>('../features/*/locales/*.json');

const featureLocaleBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load =
      namespace === 'common'
        ? commonLocales[`./locales/${language}.json`]
        : featureLocales[`../features/${namespace}/locales/${language}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

function applyLanguage(language: string) {
  document.documentElement.lang = language;
  document.documentElement.dir = i18n.dir(language);
  setApiLanguage(language);
}

export function initI18n() {
  const cookie = readCookie(LANGUAGE_COOKIE);
  const lng = isLanguage(cookie) ? cookie : DEFAULT_LANGUAGE;
  i18n.on('languageChanged', applyLanguage);
  return i18n
    .use(featureLocaleBackend)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGES.map((language) => language.code),
      ns: ['common'],
      defaultNS: 'common',
      fallbackNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
    })
    .then(() => applyLanguage(i18n.language));
}

/** Switch the UI language and remember it in the `lang` cookie. */
export async function changeLanguage(language: LanguageCode) {
  writeCookie(LANGUAGE_COOKIE, language, { days: 365, path: '/', sameSite: 'Lax' });
  await i18n.changeLanguage(language);
}

/** Make sure a feature's strings are loaded before its screen renders (used by route `lazy`). */
export function loadNamespace(namespace: string) {
  return i18n.loadNamespaces(namespace);
}

export { i18n };
