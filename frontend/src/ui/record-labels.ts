import { useMemo } from 'react';
import {
  DEFAULT_COUNTRY_CODE,
  MENU_CATEGORY,
  OTHER_COUNTRY_ENTRIES,
  recordLabel,
  ROLE_LEVEL,
  SYSTEM_ROLE,
  type Country,
  type Language,
} from '@bo/shared';
import { useLanguage } from './useLanguage';

interface Option {
  value: string;
  label: string;
}

/**
 * What the server names by code or stores with one English name, in the UI language: the seeded
 * roles, their levels and the menu categories take their Malay label from the shared enumerations
 * (`recordLabel`); records an administrator added read as typed.
 */
export function useRecordLabels() {
  const language = useLanguage();
  return useMemo(
    () => ({
      language,
      role: (code: string | null | undefined, name?: string | null) => recordLabel(SYSTEM_ROLE, code, name, language),
      /** Role choices (`{ value: code, label: name }`, e.g. a screen's init) with their names in the UI language. */
      roles: (options: readonly Option[] | undefined): Option[] =>
        (options ?? []).map((role) => ({ value: role.value, label: recordLabel(SYSTEM_ROLE, role.value, role.label, language) })),
      level: (code: string | null | undefined, label?: string | null) => recordLabel(ROLE_LEVEL, code, label, language),
      category: (code: string | null | undefined) => recordLabel(MENU_CATEGORY, code, code, language),
    }),
    [language],
  );
}

type Named = Pick<Country, 'country' | 'countryMs'>;

/** A country's name in `language` (the country reference carries both). */
export function countryName(country: Named, language: Language): string {
  return language === 'ms' ? country.countryMs || country.country : country.country;
}

/** The name of the country with `code` in `language`; `fallback` (the API's English name) until the list is there. */
export function countryNameOf(
  countries: readonly Country[] | undefined,
  code: string | null | undefined,
  fallback: string | null | undefined,
  language: Language,
): string {
  const country = code ? countries?.find((entry) => entry.countryCode === code) : undefined;
  return country ? countryName(country, language) : (fallback ?? code ?? '');
}

const CATCH_ALL: readonly string[] = OTHER_COUNTRY_ENTRIES.map((entry) => entry.countryCode);

/**
 * Country options in `language`: Malaysia first and the catch-all entries last, as the API lists
 * them, and the countries between by their name in that language.
 */
export function countryOptions(countries: readonly Country[] | undefined, language: Language) {
  const list = countries ?? [];
  const first = list.filter((country) => country.countryCode === DEFAULT_COUNTRY_CODE);
  const last = list.filter((country) => CATCH_ALL.includes(country.countryCode));
  const middle = list
    .filter((country) => country.countryCode !== DEFAULT_COUNTRY_CODE && !CATCH_ALL.includes(country.countryCode))
    .sort((a, b) => countryName(a, language).localeCompare(countryName(b, language), language));
  return [...first, ...middle, ...last].map((country) => ({ value: country.countryCode, label: countryName(country, language) }));
}
