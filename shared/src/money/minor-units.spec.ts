import { currencyDigits, minorUnitsToDecimal } from './minor-units';

describe('minorUnitsToDecimal', () => {
  test('places the decimal point by the currency exponent, exactly', () => {
    expect(minorUnitsToDecimal(123456, 'MYR')).toBe('1234.56');
    expect(minorUnitsToDecimal(1005, 'MYR')).toBe('10.05');
    expect(minorUnitsToDecimal(5, 'MYR')).toBe('0.05');
    expect(minorUnitsToDecimal(0, 'MYR')).toBe('0.00');
    expect(minorUnitsToDecimal(-1005, 'myr')).toBe('-10.05');
    expect(minorUnitsToDecimal(500, 'JPY')).toBe('500');
    expect(minorUnitsToDecimal(1234, 'KWD')).toBe('1.234');
  });

  test('amounts past the float range stay exact', () => {
    expect(minorUnitsToDecimal(123456789012345678901n, 'MYR')).toBe('1234567890123456789.01');
    expect(minorUnitsToDecimal(Number.MAX_SAFE_INTEGER, 'MYR')).toBe('90071992547409.91');
  });

  test('refuses fractions of a minor unit', () => {
    expect(() => minorUnitsToDecimal(10.5, 'MYR')).toThrow(RangeError);
  });

  test('currency places come from ISO 4217 (2 when unknown)', () => {
    expect(currencyDigits('MYR')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('ZZZ')).toBe(2);
  });
});
