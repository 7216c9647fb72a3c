import { currencyCodeField } from '../schemas/validation';
import { CURRENCY_CODES, isCurrencyCode } from './currencies';
import { currencyDigits } from './minor-units';

describe('currencies (ISO 4217)', () => {
  it('lists each active code once, in order, three capital letters', () => {
    expect(new Set(CURRENCY_CODES).size).toBe(CURRENCY_CODES.length);
    expect([...CURRENCY_CODES].sort()).toEqual([...CURRENCY_CODES]);
    for (const code of CURRENCY_CODES) expect(code).toMatch(/^[A-Z]{3}$/);
    for (const code of ['MYR', 'SGD', 'USD', 'EUR', 'IDR', 'THB', 'JPY', 'KWD']) expect(isCurrencyCode(code)).toBe(true);
  });

  it('leaves out made-up, withdrawn, fund, metal and test codes', () => {
    for (const code of ['ZZZ', 'XXQ', 'QAA', 'HRK', 'CUC', 'XAU', 'XTS', 'XXX', 'XDR', 'CLF', 'myr', 'MYRX', '']) {
      expect([code, isCurrencyCode(code)]).toEqual([code, false]);
    }
  });

  it('the shared currency field takes them in any case and refuses the rest by name', () => {
    expect(currencyCodeField().parse(' myr ')).toBe('MYR');
    const codes = (value: unknown) =>
      currencyCodeField()
        .safeParse(value)
        .error?.issues.map((i) => i.message);
    expect(codes('ZZZ')).toEqual(['CURRENCY_NOT_ISO_4217']);
    expect(codes('RM')).toEqual(['CURRENCY_NOT_ISO_4217']);
    expect(codes(undefined)).toEqual(['REQUIRED_FIELD']);
  });

  it('every listed currency has its decimal places (Intl, 2 for a code it does not know)', () => {
    for (const code of CURRENCY_CODES) expect([0, 2, 3]).toContain(currencyDigits(code));
  });
});
