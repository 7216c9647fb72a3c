/**
 * Money as people type and read it (major units: "1,234.50"), converted to and from integer minor
 * units without ever going through a float: "0.29" is 29 sen because the digits are moved, not
 * because 0.29 * 100 happened to round right (it is 28.999999999999996 in binary floating point).
 */
import { MAX_MONEY_AMOUNT } from './bounds';
import { currencyDigits, minorUnitsToDecimal } from './minor-units';

// The bounds are part of the money API (re-exported here, as the package index lists this module).
export * from './bounds';

export type MajorAmountProblem =
  /** Nothing typed. */
  | 'REQUIRED'
  /** Not a plain non-negative decimal number (letters, two points, a sign, an exponent...). */
  | 'NOT_A_NUMBER'
  /** More decimal places than the currency has (0.001 MYR). */
  | 'TOO_MANY_DECIMALS'
  /** More than one operation may move (MAX_MONEY_AMOUNT minor units). */
  | 'TOO_LARGE';

export type MajorAmountResult = { ok: true; minor: number } | { ok: false; problem: MajorAmountProblem; digits: number };

/** 1234.5, 1,234.50 (commas only between groups of three), .5, 12. */
const PLAIN = /^(?:\d+|\d{1,3}(?:,\d{3})+)?(?:\.\d*)?$/;

/**
 * An amount typed in major units ("1,234.50") as an integer count of minor units (123450) of
 * `currencyCode`. Non-negative only: the sign of a ledger entry is the action's, not the user's.
 */
export function parseMajorToMinor(text: string, currencyCode: string): MajorAmountResult {
  const digits = currencyDigits(currencyCode);
  const value = text.trim();
  if (value === '') return { ok: false, problem: 'REQUIRED', digits };
  if (!PLAIN.test(value)) return { ok: false, problem: 'NOT_A_NUMBER', digits };
  const [whole = '', typedFraction = ''] = value.replace(/,/g, '').split('.');
  if (whole === '' && typedFraction === '') return { ok: false, problem: 'NOT_A_NUMBER', digits };
  // Trailing zeros past the currency's places change nothing ("12.340" MYR is 1234 sen).
  if (/[^0]/.test(typedFraction.slice(digits))) return { ok: false, problem: 'TOO_MANY_DECIMALS', digits };
  const minorText = `${whole}${typedFraction.slice(0, digits).padEnd(digits, '0')}`.replace(/^0+(?=\d)/, '');
  // Compared as digits first: a long enough text is past the bound before Number() could round it.
  if (minorText.length > String(MAX_MONEY_AMOUNT).length) return { ok: false, problem: 'TOO_LARGE', digits };
  const minor = Number(minorText);
  if (minor > MAX_MONEY_AMOUNT) return { ok: false, problem: 'TOO_LARGE', digits };
  return { ok: true, minor };
}

/**
 * Minor units as grouped major-unit text: 123450 MYR -> "1,234.50", -5 -> "-0.05", JPY 1200 ->
 * "1,200". Commas group thousands and a full stop marks decimals, as money is written in Malaysia
 * in English and Malay alike. `withCode` puts the currency code in front ("MYR 1,234.50").
 */
export function formatMinor(minor: number, currencyCode: string, options: { withCode?: boolean } = {}): string {
  const [whole, fraction] = minorUnitsToDecimal(minor, currencyCode).split('.');
  const grouped = `${groupThousands(whole)}${fraction === undefined ? '' : `.${fraction}`}`;
  return options.withCode ? `${currencyCode} ${grouped}` : grouped;
}

/** Whole-number text with commas between groups of three: 1000000 -> "1,000,000" (messages' figures). */
export function groupThousands(value: number | bigint | string): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
