/**
 * Money travels as integer minor units of its currency (sen for MYR). These turn it into decimal
 * text without ever going through a float, so 1005 sen is always "10.05", never "10.049999".
 */

const digitsCache = new Map<string, number>();

/** Decimal places of a currency (ISO 4217 exponent: MYR 2, JPY 0, KWD 3); 2 for codes Intl does not know. */
export function currencyDigits(currencyCode: string): number {
  const code = currencyCode.toUpperCase();
  let digits = digitsCache.get(code);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    digitsCache.set(code, digits);
  }
  return digits;
}

/** `minor` (a whole number) as plain decimal text in the currency's places: (-1005, 'MYR') -> "-10.05". */
export function minorUnitsToDecimal(minor: number | bigint, currencyCode: string): string {
  if (typeof minor === 'number' && !Number.isSafeInteger(minor)) {
    throw new RangeError(`Money must be a whole number of minor units, got ${minor}`);
  }
  const value = BigInt(minor);
  const digits = currencyDigits(currencyCode);
  const negative = value < 0n;
  const magnitude = (negative ? -value : value).toString().padStart(digits + 1, '0');
  const whole = magnitude.slice(0, magnitude.length - digits);
  const fraction = digits > 0 ? `.${magnitude.slice(magnitude.length - digits)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}
