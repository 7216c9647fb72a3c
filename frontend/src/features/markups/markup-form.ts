import {
  businessDate,
  CABIN_CLASS,
  createMarkupSchema,
  markupRowSchema,
  MAX_MARKUP_BASIS_POINTS,
  minorUnitsToDecimal,
  optionsOf,
  STAR_RATING,
  type Language,
  type MarkupDetail,
} from '@bo/shared';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { majorAmountField, percentField, percentTyped } from '../../ui/major-amount';
import { feeBasesOf } from '../service-fees';
import { AMOUNT_AS, hasRowsPer } from './markup-words';

/** One row of values as typed: a star rating or cabin class (select text, '' for all), amounts as text. */
export type MarkupRowValues = {
  cabinClass: string;
  starRating: string;
  value: string;
  serviceFee: string;
  maintenanceFee: string;
};

/** The mark-up form's values as typed (selects hold text, amounts and percentages are text). */
export type MarkupValues = {
  name: string;
  productType: string;
  markupGroupListID: string;
  customerType: string;
  basedOn: string;
  feeBasis: string;
  paymentType: string;
  sameForAll: boolean;
  rows: MarkupRowValues[];
  validFrom: string;
  validTo: string;
  active: boolean;
};

const EMPTY_ROW: MarkupRowValues = { cabinClass: '', starRating: '', value: '', serviceFee: '', maintenanceFee: '' };

const typedOf = (basedOn: string, value: number) =>
  basedOn === 'PERCENTAGE' ? percentTyped(value) : minorUnitsToDecimal(value, AMOUNT_AS);

/** A version's definition as the form holds it; none: a new mark-up from today. */
export function markupValuesOf(markup?: MarkupDetail): MarkupValues {
  if (!markup)
    return {
      name: '',
      productType: '',
      markupGroupListID: '',
      customerType: '',
      basedOn: 'PERCENTAGE',
      feeBasis: '',
      paymentType: 'ANY',
      sameForAll: true,
      rows: [{ ...EMPTY_ROW }],
      validFrom: businessDate(),
      validTo: '',
      active: true,
    };
  return {
    name: markup.name,
    productType: markup.productType,
    markupGroupListID: markup.markupGroupListID,
    customerType: markup.customerType,
    basedOn: markup.basedOn,
    feeBasis: String(markup.feeBasis),
    paymentType: markup.paymentType,
    sameForAll: markup.sameForAll,
    rows: markup.rows.map((row) => ({
      cabinClass: row.cabinClass ?? '',
      starRating: row.starRating === null ? '' : String(row.starRating),
      value: typedOf(markup.basedOn, row.value),
      serviceFee: row.serviceFee === null ? '' : minorUnitsToDecimal(row.serviceFee, AMOUNT_AS),
      maintenanceFee: row.maintenanceFee === 0 ? '' : minorUnitsToDecimal(row.maintenanceFee, AMOUNT_AS),
    })),
    validFrom: markup.validFrom,
    validTo: markup.validTo ?? '',
    active: markup.active,
  };
}

/** What a product's rows are one per: star ratings (hotels), cabin classes (flights). */
export const rowDimension = (productType: string) => (productType === 'hotel' ? 'starRating' : 'cabinClass');

/** The choices of a product's rows (select values as text). */
export function rowChoices(productType: string, language: Language) {
  const values = productType === 'hotel' ? STAR_RATING : productType === 'flight' ? CABIN_CLASS : [];
  return optionsOf(values, language).map((option) => ({ value: String(option.value), label: option.label }));
}

/**
 * The rows after the product or "same fees for all" changed: one plain row when the same for all
 * (or the product has no rows per rating or class), else one row per choice of the product, each
 * starting from the first row's amounts.
 */
export function rowsFor(productType: string, sameForAll: boolean, rows: MarkupRowValues[]): MarkupRowValues[] {
  const { value, serviceFee, maintenanceFee } = rows[0] ?? EMPTY_ROW;
  const amounts = { ...EMPTY_ROW, value, serviceFee, maintenanceFee };
  if (sameForAll || !hasRowsPer(productType)) return [amounts];
  const key = rowDimension(productType);
  return rowChoices(productType, 'en').map((choice) => ({ ...amounts, [key]: choice.value }));
}

/** A new row for the first choice no row has yet. */
export function nextRow(productType: string, rows: MarkupRowValues[]): MarkupRowValues {
  const key = rowDimension(productType);
  const free = rowChoices(productType, 'en').find((choice) => !rows.some((row) => row[key] === choice.value));
  return { ...EMPTY_ROW, [key]: free?.value ?? '' };
}

/** Whether the fee basis typed is one of the product's. */
export const feeBasisFits = (productType: string, feeBasis: string) =>
  feeBasesOf(productType).some((basis) => String(basis.code) === feeBasis);

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The form's schema: every field through the shared create schema's own rule (so all field
 * problems show together), with the typed text turned into the API's units first: a percentage
 * with two places into basis points (at most 500%), amounts in major units into minor units (never
 * a float); a blank service fee is the service-fee setup's (null), a blank maintenance fee 0. The
 * result goes through the whole shared schema (rows per product, validity order), so the form
 * refuses what the API would.
 */
export function markupFormSchema(t: TFunction, values: Pick<MarkupValues, 'basedOn'>) {
  const shape = createMarkupSchema.shape;
  const row = markupRowSchema.shape;
  const percentage = values.basedOn === 'PERCENTAGE';
  const money = (target: z.ZodType<number, unknown>) => majorAmountField(t, AMOUNT_AS, target, { allowZero: true });
  const optionalMoney = <B>(target: z.ZodType<number, unknown>, whenBlank: B) =>
    z
      .preprocess((typed) => (isBlank(typed) ? undefined : typed), money(target).optional())
      .transform((minor) => minor ?? whenBlank);
  const value = percentage
    ? percentField(t, MAX_MARKUP_BASIS_POINTS, row.value as z.ZodType<number, unknown>)
    : money(row.value as z.ZodType<number, unknown>);
  const typed = z.object({
    name: shape.name,
    productType: shape.productType,
    markupGroupListID: shape.markupGroupListID,
    customerType: shape.customerType,
    basedOn: shape.basedOn,
    feeBasis: z.preprocess((text) => (isBlank(text) ? undefined : Number(text)), shape.feeBasis),
    paymentType: shape.paymentType,
    sameForAll: shape.sameForAll,
    rows: z.array(
      z.object({
        cabinClass: row.cabinClass,
        starRating: z.preprocess((text) => (isBlank(text) ? null : Number(text)), row.starRating),
        value,
        serviceFee: optionalMoney(z.number().int(), null),
        maintenanceFee: optionalMoney(z.number().int(), 0),
      }),
    ),
    validFrom: shape.validFrom,
    validTo: shape.validTo,
    active: shape.active,
  });
  // The typed stage answers the request's shape; the shared schema checks it as any input.
  return typed.transform((body): unknown => body).pipe(createMarkupSchema);
}
