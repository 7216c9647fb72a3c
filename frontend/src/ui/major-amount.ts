import { DEFAULT_CURRENCY, formatMinor, minorUnitsToDecimal, parseMajorToMinor, type ErrorCode } from '@bo/shared';
import type { TFunction } from 'i18next';
import { z } from 'zod';

const isCurrency = (code: string) => /^[A-Z]{3}$/.test(code);

/**
 * The amount as typed in major units, in integer minor units of `currencyCode`, or what is wrong
 * with it. Zero only where `allowZero` (a fee waived); money that moves is always more than zero.
 */
function typedToMinor(typed: string, currencyCode: string, t: TFunction, allowZero = false): number | string {
  const code = currencyCode.trim().toUpperCase();
  const result = parseMajorToMinor(typed, isCurrency(code) ? code : DEFAULT_CURRENCY);
  if (result.ok) return result.minor > 0 || allowZero ? result.minor : ('MORE_THAN' satisfies ErrorCode);
  switch (result.problem) {
    case 'REQUIRED':
      return 'REQUIRED_FIELD' satisfies ErrorCode;
    case 'NOT_A_NUMBER':
      return 'NUMBERS_ONLY' satisfies ErrorCode;
    case 'TOO_MANY_DECIMALS':
      return t('common:money.amountDecimals', { count: result.digits });
    case 'TOO_LARGE':
      return t('common:money.amountTooLarge');
  }
}

/**
 * A form field for an amount typed in major units ("1,250.50"): checked and turned into integer
 * minor units by moving digits (parseMajorToMinor, never a float), then handed to `target`, the
 * shared request schema's own amount rule (so any bound the API sets is the form's too).
 * `sign` -1 makes the amount negative first (lowering a credit limit); `allowZero` takes 0.
 */
export function majorAmountField(
  t: TFunction,
  currencyCode: string,
  target: z.ZodType<number, unknown>,
  { sign = 1, allowZero = false }: { sign?: 1 | -1; allowZero?: boolean } = {},
) {
  return (
    z
      .string()
      // Parsed once: the minor units, or the issue and nothing further checked.
      .transform((typed, ctx) => {
        const amount = typedToMinor(typed, currencyCode, t, allowZero);
        if (typeof amount === 'number') return sign * amount;
        ctx.addIssue({ code: 'custom', message: amount, params: { min: 0 } });
        return z.NEVER;
      })
      // The shared rule takes any input type; here it always gets a number.
      .pipe(target as z.ZodType<number, number>)
  );
}

/**
 * Percentages travel as basis points (1250 = 12.50%) and are typed with up to two places: the
 * digits move exactly as they do for a currency of two places, so the money parser does it.
 */
const TWO_PLACES = 'MYR';

/** Basis points as a percentage's text without the sign: 525 -> "5.25" (an edit form's starting value). */
export const percentTyped = (basisPoints: number) => minorUnitsToDecimal(basisPoints, TWO_PLACES);

/** Basis points as the screens show a percentage: 525 -> "5.25%", 100000 -> "1,000.00%". */
export const percentText = (basisPoints: number) => `${formatMinor(basisPoints, TWO_PLACES)}%`;

/**
 * A form field for a percentage typed with up to two places ("5.25"): basis points (525) by moving
 * digits, at most `maxBasisPoints` (said as a percentage), then `target`, the shared request
 * schema's own rule. Zero is a percentage like any other (no commission).
 */
export function percentField(t: TFunction, maxBasisPoints: number, target: z.ZodType<number, unknown>) {
  return majorAmountField(
    t,
    TWO_PLACES,
    z
      .number()
      .max(maxBasisPoints, { error: t('common:money.percentMax', { max: percentText(maxBasisPoints) }) })
      .pipe(target as z.ZodType<number, number>),
    { allowZero: true },
  );
}
