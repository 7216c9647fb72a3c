import fc from 'fast-check';
import { MAX_CREDIT_BALANCE, MAX_MONEY_AMOUNT } from './bounds';
import { formatMinor, parseMajorToMinor } from './major-units';
import { minorUnitsToDecimal } from './minor-units';

const minor = (text: string, currency = 'MYR') => {
  const result = parseMajorToMinor(text, currency);
  return result.ok ? result.minor : result.problem;
};

describe('parseMajorToMinor', () => {
  it('moves the digits instead of multiplying floats', () => {
    // 0.29 * 100 is 28.999999999999996 and 4.35 * 100 is 434.99999999999994 in floating point.
    expect(minor('0.29')).toBe(29);
    expect(minor('4.35')).toBe(435);
    expect(minor('19.99')).toBe(1999);
    expect(minor('1234.56')).toBe(123456);
  });
  it('accepts whole numbers, a trailing or leading point, one or two decimals and surrounding spaces', () => {
    expect(minor('12')).toBe(1200);
    expect(minor('12.')).toBe(1200);
    expect(minor('.5')).toBe(50);
    expect(minor('12.5')).toBe(1250);
    expect(minor('  7.05 ')).toBe(705);
    expect(minor('0')).toBe(0);
    expect(minor('000012.30')).toBe(1230);
  });
  it('accepts thousands separators only between groups of three', () => {
    expect(minor('1,234.50')).toBe(123450);
    expect(minor('1,234,567')).toBe(123456700);
    expect(minor('12,34')).toBe('NOT_A_NUMBER');
    expect(minor('1,2345')).toBe('NOT_A_NUMBER');
  });
  it('refuses more decimals than the currency has, unless they are zeros', () => {
    expect(minor('1.234')).toBe('TOO_MANY_DECIMALS');
    expect(minor('1.230')).toBe(123);
    expect(minor('100.5', 'JPY')).toBe('TOO_MANY_DECIMALS');
    expect(minor('100', 'JPY')).toBe(100);
    expect(minor('1.234', 'KWD')).toBe(1234);
    expect(parseMajorToMinor('1.234', 'MYR')).toEqual({ ok: false, problem: 'TOO_MANY_DECIMALS', digits: 2 });
  });
  it('refuses what is not a plain non-negative decimal', () => {
    for (const text of ['abc', '-1', '+1', '1e3', '1.2.3', '.', '1 000', '0x10', 'Infinity', 'NaN', '١٢']) {
      expect([text, minor(text)]).toEqual([text, 'NOT_A_NUMBER']);
    }
    expect(minor('')).toBe('REQUIRED');
    expect(minor('   ')).toBe('REQUIRED');
  });
  it('refuses more than one operation may move (MAX_MONEY_AMOUNT), however it is written', () => {
    expect(MAX_MONEY_AMOUNT).toBe(100_000_000_000);
    expect(minor('1,000,000,000.00')).toBe(MAX_MONEY_AMOUNT);
    expect(minor('1000000000.01')).toBe('TOO_LARGE');
    expect(minor('00001000000000.00')).toBe(MAX_MONEY_AMOUNT);
    expect(minor('90071992547409.92')).toBe('TOO_LARGE');
    expect(minor('1000000000000000000000')).toBe('TOO_LARGE');
    expect(minor('100000000000', 'IDR')).toBe(MAX_MONEY_AMOUNT);
    expect(minor('100000000001', 'IDR')).toBe('TOO_LARGE');
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 20n }), (n) => {
        const result = minor(minorUnitsToDecimal(n, 'MYR'));
        expect(result).toBe(n <= BigInt(MAX_MONEY_AMOUNT) ? Number(n) : 'TOO_LARGE');
      }),
    );
  });
});

describe('formatMinor', () => {
  it('writes minor units as grouped major units', () => {
    expect(formatMinor(123450, 'MYR')).toBe('1,234.50');
    expect(formatMinor(5, 'MYR')).toBe('0.05');
    expect(formatMinor(0, 'MYR')).toBe('0.00');
    expect(formatMinor(-123456, 'MYR')).toBe('-1,234.56');
    expect(formatMinor(123456789, 'MYR', { withCode: true })).toBe('MYR 1,234,567.89');
    expect(formatMinor(1200, 'JPY')).toBe('1,200');
    expect(formatMinor(1234, 'KWD')).toBe('1.234');
    expect(formatMinor(Number.MAX_SAFE_INTEGER, 'MYR')).toBe('90,071,992,547,409.91');
  });
  it('writes the largest figures an account can reach exactly, in every number of decimals', () => {
    // Limit and balance at the bound: available is their sum; a debt is at most the limit.
    const available = 2 * MAX_CREDIT_BALANCE;
    expect(formatMinor(MAX_CREDIT_BALANCE, 'MYR', { withCode: true })).toBe('MYR 10,000,000,000.00');
    expect(formatMinor(available - 1, 'MYR', { withCode: true })).toBe('MYR 19,999,999,999.99');
    expect(formatMinor(-MAX_CREDIT_BALANCE + 1, 'MYR')).toBe('-9,999,999,999.99');
    expect(formatMinor(available - 1, 'IDR')).toBe('1,999,999,999,999');
    expect(formatMinor(available - 1, 'KWD')).toBe('1,999,999,999.999');
    expect(formatMinor(available - 1, 'CLF')).toBe('199,999,999.9999');
    fc.assert(
      fc.property(fc.integer({ min: -available, max: available }), fc.constantFrom('MYR', 'IDR', 'KWD', 'CLF'), (n, currency) => {
        // The digits shown are exactly the integer's digits, the point placed by the currency.
        const shown = formatMinor(n, currency).replace(/[,.]/g, '');
        expect(BigInt(shown)).toBe(BigInt(n));
      }),
    );
  });
  it('refuses a float', () => {
    expect(() => formatMinor(12.5, 'MYR')).toThrow(RangeError);
  });
  it('round-trips with parseMajorToMinor, grouped or not', () => {
    for (const value of [0, 1, 9, 10, 99, 100, 101, 123456, 100000000, MAX_MONEY_AMOUNT]) {
      expect(minor(minorUnitsToDecimal(value, 'MYR'))).toBe(value);
      expect(minor(formatMinor(value, 'MYR'))).toBe(value);
    }
  });
});
