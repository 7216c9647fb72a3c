import {
  MARKUP_BASIS,
  MAX_FEE_BASIS_POINTS,
  PERMISSIONS,
  SYSTEM_FEE_TYPE,
  createSystemFeeSchema,
  minorUnitsToDecimal,
  optionsOf,
  type Language,
  type SystemFeeItem,
} from '@bo/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../app/hooks';
import { useFormDialog } from '../../../ui/resource';
import { useLanguage } from '../../../ui/useLanguage';
import { useCreateSystemFeeMutation, useLazyOrganizationOptionsQuery, useUpdateSystemFeeMutation } from '../credit-admin.api';
import { z } from 'zod';
import { money } from '../../../ui/money';
import type { FormField } from '../../../ui/resource';
import { majorAmountField, percentText, percentTyped } from '../../../ui/major-amount';

/**
 * A percentage is typed like money with two places ("2.50") and sent in basis points (250): the
 * digits are moved exactly as for sen, so a currency with two places does the conversion. Shown
 * and filled in with ui/major-amount's percentText / percentTyped; checked here rather than with
 * its percentField, to keep this form's own words for a percentage over 100 (fees.percentMax).
 */
const PERCENT_AS = 'MYR';
/** The organization choice that stands for 'no organization': the provider's default for all. */
export const DEFAULT_FOR_ALL = 'DEFAULT';

/** The fee form's values as typed. */
export interface SystemFeeValues {
  organizationId: string;
  feeType: string;
  currencyCode: string;
  basis: string;
  value: string;
  active: boolean;
  [key: string]: unknown;
}

export const EMPTY_FEE: SystemFeeValues = {
  organizationId: DEFAULT_FOR_ALL,
  feeType: 'TOP_UP_FEE',
  currencyCode: 'MYR',
  basis: 'AMOUNT',
  value: '',
  active: true,
};

export const feeValuesOf = (fee: SystemFeeItem): SystemFeeValues => ({
  organizationId: fee.organizationId ?? DEFAULT_FOR_ALL,
  feeType: fee.feeType,
  currencyCode: fee.currencyCode,
  basis: fee.basis,
  value: fee.basis === 'PERCENTAGE' ? percentTyped(fee.value) : minorUnitsToDecimal(fee.value, fee.currencyCode),
  active: fee.active,
});

/** The fee's value as the screens show it: 'MYR 10.50' or '2.50%'. */
export const feeValueText = (fee: Pick<SystemFeeItem, 'basis' | 'value' | 'currencyCode'>) =>
  fee.basis === 'PERCENTAGE' ? percentText(fee.value) : money(fee.value, fee.currencyCode);

/**
 * The fee form's schema: the shared create schema's own field rules, the value typed in major
 * units (an amount in the currency, a percentage with two places) turned into integer minor units
 * or basis points, and a percentage of at most 100 said in the form's own words.
 */
export function systemFeeFormSchema(t: TFunction, values: Pick<SystemFeeValues, 'basis' | 'currencyCode'>) {
  const shape = createSystemFeeSchema.shape;
  const percentage = values.basis === 'PERCENTAGE';
  return z.object({
    organizationId: z.preprocess((value) => (value === DEFAULT_FOR_ALL ? undefined : value), shape.organizationId),
    feeType: shape.feeType,
    currencyCode: shape.currencyCode,
    basis: shape.basis,
    value: majorAmountField(
      t,
      percentage ? PERCENT_AS : values.currencyCode,
      percentage
        ? z
            .number()
            .int()
            .max(MAX_FEE_BASIS_POINTS, { error: t('fees.percentMax') })
        : (shape.value as z.ZodType<number, unknown>),
      { allowZero: true },
    ),
    active: shape.active,
  });
}

export function systemFeeFields(
  t: TFunction,
  language: Language,
  values: SystemFeeValues,
  organizations: readonly { value: string; label: string }[],
): FormField[] {
  const percentage = values.basis === 'PERCENTAGE';
  return [
    {
      name: 'organizationId',
      label: t('fees.organization'),
      type: 'select',
      options: [{ value: DEFAULT_FOR_ALL, label: t('fees.allOrganizations') }, ...organizations],
      required: true,
      description: t('fees.organizationHint'),
      wide: true,
    },
    { name: 'feeType', label: t('fees.feeType'), type: 'select', options: optionsOf(SYSTEM_FEE_TYPE, language), required: true },
    { name: 'currencyCode', label: t('fields.currencyCode'), required: true, placeholder: 'MYR', autoComplete: 'off' },
    { name: 'basis', label: t('fees.basis'), type: 'select', options: optionsOf(MARKUP_BASIS, language), required: true },
    {
      name: 'value',
      label: percentage ? t('fees.valuePercent') : t('fields.amountIn', { currency: values.currencyCode || 'MYR' }),
      required: true,
      placeholder: '0.00',
      description: percentage ? t('fees.percentHint') : t('fees.amountHint'),
      autoComplete: 'off',
    },
    { name: 'active', label: t('fees.activeHint'), type: 'switch', wide: true },
  ];
}

/**
 * The fee form in a dialog: `open()` adds a setting (system-credit.create), `open(fee)` edits one
 * (system-credit.edit). The organizations to choose from (organizations.view) are asked for when
 * it opens; an organization's own setting stays editable even when they do not name it.
 */
export function useSystemFeeForm() {
  const { t } = useTranslation('credit');
  const language = useLanguage();
  const can = useCan();
  const [createFee] = useCreateSystemFeeMutation();
  const [updateFee] = useUpdateSystemFeeMutation();
  const [loadOrganizations] = useLazyOrganizationOptionsQuery();
  const [openForm, dialog] = useFormDialog();
  const open = async (fee?: SystemFeeItem) => {
    const known = can(PERMISSIONS.organizationsView)
      ? await loadOrganizations(undefined, true)
          .unwrap()
          .catch(() => [])
      : [];
    const ownId = fee?.organizationId;
    const organizations =
      ownId && !known.some((option) => option.value === ownId)
        ? [{ value: ownId, label: fee?.organizationName ?? ownId }, ...known]
        : known;
    openForm<ReturnType<typeof systemFeeFormSchema>, SystemFeeValues>({
      title: fee ? t('fees.editTitle') : t('fees.create'),
      schema: (values) => systemFeeFormSchema(t, values),
      initialValues: fee ? feeValuesOf(fee) : EMPTY_FEE,
      fields: (values) => systemFeeFields(t, language, values, organizations),
      submitLabel: t('fees.save'),
      testId: 'system-fee-form',
      onSubmit: async (values) => (await (fee ? updateFee({ id: fee.id, ...values }) : createFee(values)).unwrap()).message,
    });
  };
  return [open, dialog] as const;
}
