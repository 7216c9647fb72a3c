/**
 * MyInvois' UBL 2.1 JSON conventions: every element is an array of objects whose text is `_` and
 * whose attributes are siblings. Amounts are exact decimal text (from integer minor units) written
 * as bare JSON numbers: a JavaScript number would lose digits above 2^53 and JSON.stringify would
 * write exponents (1e21, 1e-7), which LHDN refuses.
 */
import { minorUnitsToDecimal } from '@bo/shared';

/** A decimal written verbatim as a JSON number by `toUblJson`. */
export class UblDecimal {
  constructor(readonly text: string) {
    if (!/^-?\d+(\.\d+)?$/.test(text)) throw new RangeError(`Not a plain decimal: ${text}`);
  }
  toJSON(): string {
    return `${SENTINEL}${this.text}${SENTINEL}`;
  }
}

// A character JSON.stringify always escapes as \u0000, so it never occurs unescaped in real text.
const SENTINEL = '\u0000';
const SENTINEL_RE = /"\\u0000(-?\d+(?:\.\d+)?)\\u0000"/g;

export type UblValue = string | number | boolean | UblDecimal;
export type UblElement = Record<string, unknown>[];

/** `[{ _: value, ...attributes }]` */
export const el = (value: UblValue, attributes: Record<string, string> = {}): UblElement => [{ _: value, ...attributes }];

/** An amount of `currency` in its minor units, with its currencyID. */
export const money = (minor: number, currency: string): UblElement =>
  el(new UblDecimal(minorUnitsToDecimal(minor, currency)), { currencyID: currency });

/** A whole number or decimal text as a JSON number. */
export const num = (value: number | string): UblDecimal => new UblDecimal(String(value));

/** The document as the JSON text that is hashed and submitted (no whitespace, amounts verbatim). */
export function toUblJson(doc: object): string {
  return JSON.stringify(doc).replace(SENTINEL_RE, '$1');
}
