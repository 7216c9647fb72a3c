import { minorUnitsToDecimal, parseMajorToMinor } from '@bo/shared';

/**
 * A price typed in major units ("350.00") as integer minor units of `currencyCode`, moving digits
 * (never a float): `null` when left blank, `'invalid'` when it is not an amount.
 */
export function minorFromText(text: string, currencyCode: string): number | null | 'invalid' {
  if (text.trim() === '') return null;
  const result = parseMajorToMinor(text, currencyCode);
  return result.ok ? result.minor : 'invalid';
}

/** Minor units as the form shows them for editing ("350.00"), '' for none. */
export const textFromMinor = (minor: number | null | undefined, currencyCode: string) =>
  minor === null || minor === undefined ? '' : minorUnitsToDecimal(minor, currencyCode);

/** '' (unchanged), 'true', 'false' of a tri-state select as the body's optional boolean. */
export const flagOf = (value: string) => (value === '' ? undefined : value === 'true');
/** A whole number typed, or absent when blank (the schema refuses what is not a number). */
export const countOf = (value: string | number) => (value === '' ? undefined : Number(value));
