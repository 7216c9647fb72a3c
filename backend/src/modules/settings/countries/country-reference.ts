import { getCountryDataList } from 'countries-list';
import { type Country, DEFAULT_CURRENCY, MALAYSIA_COUNTRY_CODE, MALAYSIA_STATES, OTHER_COUNTRY_ENTRIES } from '@bo/shared';

/**
 * The country reference of spec section 3, built once from `countries-list` (ISO 3166 names,
 * calling codes and currencies; it never changes at runtime): Malaysia first with its states and
 * federal territories, the rest by name, then 'Others' and 'N/A'. Each with its English and
 * Malay name.
 */
let cached: readonly Country[] | undefined;
let byCode: Map<string, Country> | undefined;

/** ISO names in Bahasa Malaysia from the runtime's ICU data (Node ships full ICU); English where it has none. */
const malayNames = new Intl.DisplayNames(['ms'], { type: 'region', fallback: 'none' });
function malayName(iso2: string, english: string): string {
  try {
    return malayNames.of(iso2) ?? english;
  } catch {
    return english; // a code ICU does not accept
  }
}

export function countryList(): readonly Country[] {
  if (cached) return cached;
  const iso = getCountryDataList()
    .map((c): Country => ({
      countryCode: c.iso3,
      countryCode_2: c.iso2,
      country: c.name,
      countryMs: malayName(c.iso2, c.name),
      phoneCode: String(c.phone[0] ?? ''),
      phoneCodeDisplay: c.phone[0] ? `+${c.phone[0]}` : '',
      currency: c.currency[0] ?? DEFAULT_CURRENCY,
      cities: c.iso3 === MALAYSIA_COUNTRY_CODE ? [...MALAYSIA_STATES] : [],
    }))
    .sort((a, b) => a.country.localeCompare(b.country, 'en'));
  const malaysia = iso.filter((c) => c.countryCode === MALAYSIA_COUNTRY_CODE);
  const others = OTHER_COUNTRY_ENTRIES.map((e): Country => ({
    countryCode: e.countryCode,
    countryCode_2: '',
    country: e.country,
    countryMs: e.countryMs,
    phoneCode: '',
    phoneCodeDisplay: '',
    currency: DEFAULT_CURRENCY,
    cities: [],
  }));
  cached = Object.freeze([...malaysia, ...iso.filter((c) => c.countryCode !== MALAYSIA_COUNTRY_CODE), ...others]);
  byCode = new Map(cached.map((c) => [c.countryCode, c]));
  return cached;
}

/** Looked up for every row of every organization list: a map, not a scan of ~250 entries. */
export function findCountry(countryCode: string): Country | undefined {
  if (!byCode) countryList();
  return byCode!.get(countryCode);
}
