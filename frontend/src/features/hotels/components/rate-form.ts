import {
  formatMinor,
  parseMajorToMinor,
  rateConditionSchema,
  rateInfoSchema,
  ratePricingSchema,
  type ErrorCode,
  type RoomRate,
} from '@bo/shared';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { majorAmountField, percentTyped } from '../../../ui/major-amount';

/**
 * A rate as the form holds it: money typed in major units ("250.00"), the fee's value as typed
 * (nights, a percentage with up to two decimals, or an amount), inclusions one per line.
 */
export const rateValues = (currencyCode: string, rate?: RoomRate) => {
  const fee = rate?.condition.cancellationFee;
  const major = (minor: number | undefined) => (minor === undefined ? '' : formatMinor(minor, currencyCode));
  return {
    info: {
      ratePlanCode: rate?.info.ratePlanCode ?? '',
      name: rate?.info.name ?? '',
      mealPlan: rate?.info.mealPlan ?? 'RO',
      inclusions: rate?.info.inclusions.join('\n') ?? '',
      description: rate?.info.description ?? '',
      active: rate?.info.active ?? true,
    },
    condition: {
      refundable: rate?.condition.refundable ?? true,
      freeCancellationDays: rate?.condition.freeCancellationDays ?? 2,
      cancellationFee: {
        basis: fee && fee.basis !== 'FULL_STAY' ? fee.basis : 'NIGHTS',
        value:
          !fee || fee.basis === 'FULL_STAY'
            ? '1'
            : fee.basis === 'AMOUNT'
              ? major(fee.value)
              : fee.basis === 'PERCENT'
                ? percentTyped(fee.value)
                : String(fee.value),
      },
      minStay: rate?.condition.minStay ?? 1,
      maxStay: rate?.condition.maxStay ?? undefined,
      terms: rate?.condition.terms ?? '',
    },
    pricing: {
      currencyCode,
      baseOccupancy: rate?.pricing.baseOccupancy ?? 2,
      baseRate: major(rate?.pricing.baseRate),
      extraAdultRate: major(rate?.pricing.extraAdultRate ?? 0),
      childRate: major(rate?.pricing.childRate ?? 0),
      extraBedRate: major(rate?.pricing.extraBedRate ?? 0),
    },
  };
};
export type RateValues = ReturnType<typeof rateValues>;

/**
 * A percentage typed with up to two decimals as basis points ("12.5" -> 1250), or null when it is
 * not one. Not ui/major-amount's percentField: this form says NUMBERS_ONLY for any fee it cannot
 * read (blank, three places, commas), next to the nights and amount fees in the same field.
 */
function basisPoints(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{0,2}))?$/.exec(text.trim());
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : null;
}

type FeeForm = RateValues['condition'];

/** The condition as the API takes it: a non-refundable rate sends neither deadline nor fee; the fee's text as its unit. */
function conditionBody(currencyCode: string) {
  return (value: unknown, ctx: z.RefinementCtx) => {
    const c = value as FeeForm;
    if (!c.refundable) {
      const { freeCancellationDays: _days, cancellationFee: _fee, ...rest } = c;
      return rest;
    }
    const typed = String(c.cancellationFee.value ?? '');
    let amount: number | null;
    if (c.cancellationFee.basis === 'AMOUNT') {
      const parsed = parseMajorToMinor(typed, currencyCode);
      amount = parsed.ok ? parsed.minor : null;
    } else if (c.cancellationFee.basis === 'PERCENT') amount = basisPoints(typed);
    else amount = /^\d{1,3}$/.test(typed.trim()) ? Number(typed) : null;
    if (amount === null) {
      ctx.addIssue({ code: 'custom', message: 'NUMBERS_ONLY' satisfies ErrorCode, path: ['cancellationFee', 'value'] });
      return z.NEVER;
    }
    return { ...c, cancellationFee: { basis: c.cancellationFee.basis, value: amount } };
  };
}

/** One line per inclusion, blank lines left out. */
const lines = (value: unknown) =>
  String(value ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The three parts of a rate, each checked by its shared schema after the form's text is turned into the API's units. */
export function rateParts(t: TFunction, currencyCode: string) {
  const money = (schema: z.ZodType<number, unknown>, allowZero = false) =>
    majorAmountField(t, currencyCode, schema, { allowZero });
  const shape = ratePricingSchema.shape;
  return {
    info: z.preprocess(
      (v) => ({ ...(v as object), inclusions: lines((v as { inclusions?: unknown }).inclusions) }),
      rateInfoSchema,
    ),
    condition: z.preprocess(conditionBody(currencyCode), rateConditionSchema),
    pricing: ratePricingSchema.extend({
      baseRate: money(shape.baseRate),
      extraAdultRate: money(shape.extraAdultRate, true),
      childRate: money(shape.childRate, true),
      extraBedRate: money(shape.extraBedRate, true),
    }),
  };
}
