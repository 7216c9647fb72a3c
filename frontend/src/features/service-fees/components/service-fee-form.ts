import {
  businessDate,
  createServiceFeeSchema,
  CURRENCY_CODES,
  CUSTOMER_TYPE,
  DEFAULT_CURRENCY,
  MARKUP_BASIS,
  MAX_FEE_BASIS_POINTS,
  minorUnitsToDecimal,
  optionsOf,
  PRODUCT_TYPE,
  updateServiceFeeSchema,
  type Language,
  type ServiceFee,
} from '@bo/shared';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { majorAmountField, percentField, percentTyped } from '../../../ui/major-amount';
import type { FormField } from '../../../ui/resource';
import { feeBasesOf, feeBasisOptions } from './fee-words';

/** The fee form's values as typed: the fee basis as its number's text, the value in major units or a percentage. */
export interface FeeValues {
  serviceFeeID?: string;
  productType: string;
  channel: string;
  currencyCode: string;
  feeBasis: string;
  basedOn: string;
  value: string;
  validFrom: string;
  validTo: string;
  description: string;
  active: boolean;
  [key: string]: unknown;
}

/** What a new fee starts from; the overview's 'Add' names the product, channel and currency. */
export function newFeeValues(prefill: { productType?: string; channel?: string; currencyCode?: string } = {}): FeeValues {
  return {
    productType: prefill.productType ?? '',
    channel: prefill.channel ?? '',
    currencyCode: prefill.currencyCode ?? DEFAULT_CURRENCY,
    feeBasis: '0',
    basedOn: 'AMOUNT',
    value: '',
    validFrom: businessDate(new Date()),
    validTo: '',
    description: '',
    active: true,
  };
}

export const feeValuesOf = (fee: ServiceFee): FeeValues => ({
  serviceFeeID: fee.serviceFeeID,
  productType: fee.productType,
  channel: fee.channel,
  currencyCode: fee.currencyCode,
  feeBasis: String(fee.feeBasis),
  basedOn: fee.basedOn,
  value: fee.basedOn === 'PERCENTAGE' ? percentTyped(fee.value) : minorUnitsToDecimal(fee.value, fee.currencyCode),
  validFrom: fee.validFrom,
  validTo: fee.validTo ?? '',
  description: fee.description ?? '',
  active: fee.active,
});

/**
 * The fee form's schema: the shared schema's own field rules, the fee basis's text as its number,
 * the value typed in major units of the currency or as a percentage with two places (integer minor
 * units or basis points by moving digits, never a float), then the shared schema's rules across
 * fields (a basis the product has, an end not before the start) on what is sent.
 */
export function feeFormSchema(t: TFunction, values: Pick<FeeValues, 'basedOn' | 'currencyCode' | 'serviceFeeID'>) {
  const shared = values.serviceFeeID ? updateServiceFeeSchema : createServiceFeeSchema;
  const shape = createServiceFeeSchema.shape;
  const target = shape.value as z.ZodType<number, unknown>;
  return z
    .object({
      ...(values.serviceFeeID ? { serviceFeeID: updateServiceFeeSchema.shape.serviceFeeID } : {}),
      productType: shape.productType,
      channel: shape.channel,
      currencyCode: shape.currencyCode,
      feeBasis: z.preprocess((typed) => (typed === '' ? undefined : Number(typed)), shape.feeBasis),
      basedOn: shape.basedOn,
      value:
        values.basedOn === 'PERCENTAGE'
          ? percentField(t, MAX_FEE_BASIS_POINTS, target)
          : majorAmountField(t, values.currencyCode, target, { allowZero: true }),
      validFrom: shape.validFrom,
      validTo: shape.validTo,
      description: shape.description,
      active: shape.active,
    })
    .superRefine((body, ctx) => {
      const checked = shared.safeParse(body);
      if (checked.success) return;
      for (const issue of checked.error.issues) ctx.addIssue({ ...issue, code: 'custom' } as z.core.$ZodRawIssue);
    });
}

export function feeFields(t: TFunction, language: Language, values: FeeValues): FormField[] {
  const percentage = values.basedOn === 'PERCENTAGE';
  return [
    {
      name: 'productType',
      label: t('fields.productType'),
      type: 'select',
      options: optionsOf(PRODUCT_TYPE, language),
      required: true,
    },
    {
      name: 'channel',
      label: t('fields.channel'),
      type: 'select',
      options: optionsOf(CUSTOMER_TYPE, language),
      required: true,
      description: t('form.channelHint'),
    },
    {
      name: 'currencyCode',
      label: t('fields.currencyCode'),
      type: 'select',
      options: CURRENCY_CODES.map((code) => ({ value: code, label: code })),
      required: true,
    },
    {
      name: 'feeBasis',
      label: t('fields.feeBasis'),
      type: 'select',
      options: feeBasisOptions(values.productType, language),
      required: true,
      description: values.productType ? undefined : t('form.feeBasisHint'),
    },
    { name: 'basedOn', label: t('fields.basedOn'), type: 'select', options: optionsOf(MARKUP_BASIS, language), required: true },
    {
      name: 'value',
      label: percentage ? t('form.valuePercent') : t('form.valueAmount', { currency: values.currencyCode || DEFAULT_CURRENCY }),
      required: true,
      placeholder: '0.00',
      description: percentage ? t('form.percentHint') : t('form.amountHint'),
      autoComplete: 'off',
    },
    { name: 'validFrom', label: t('fields.validFrom'), type: 'date', required: true },
    {
      name: 'validTo',
      label: t('fields.validTo'),
      type: 'date',
      minDate: values.validFrom,
      description: t('form.validToHint'),
    },
    { name: 'description', label: t('fields.description'), type: 'textarea', wide: true },
    { name: 'active', label: t('form.active'), type: 'switch', description: t('form.activeHint'), wide: true },
  ];
}

/** A product change keeps the fee basis only when the new product has it (else the first of its bases). */
export function keepFeeBasis(values: FeeValues, previous: FeeValues, setBasis: (basis: string) => void) {
  if (values.productType === previous.productType) return;
  const bases = feeBasesOf(values.productType).map((basis) => String(basis.code));
  if (!bases.includes(values.feeBasis)) setBasis(bases[0] ?? '0');
}
