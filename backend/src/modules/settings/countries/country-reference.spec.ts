import { countryList, findCountry } from './country-reference';

describe('country reference in Bahasa Malaysia', () => {
  it('names every country in Malay as well as in English', () => {
    for (const country of countryList()) expect(country.countryMs.trim()).not.toBe('');
    expect(findCountry('DEU')).toMatchObject({ country: 'Germany', countryMs: 'Jerman' });
    expect(findCountry('SGP')).toMatchObject({ country: 'Singapore', countryMs: 'Singapura' });
    expect(findCountry('USA')?.countryMs).toBe('Amerika Syarikat');
    expect(findCountry('MYS')?.countryMs).toBe('Malaysia');
  });

  it('names the catch-all entries in Malay', () => {
    expect(
      countryList()
        .slice(-2)
        .map((c) => c.countryMs),
    ).toEqual(['Lain-lain', 'Tidak berkenaan']);
  });
});
