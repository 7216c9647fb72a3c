import dayjs from 'dayjs';
import {
  attachmentField,
  DEFAULT_CURRENCY,
  ATTACHMENT_MIME_TYPE,
  optionsOf,
  PAYMENT_METHOD,
  topUpRequestSchema,
  TOP_UP_PAYMENT_TYPE,
  TOP_UP_SLIP_FIELD,
  type BankItem,
  type ErrorCode,
  type Language,
} from '@bo/shared';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { refusalAtField } from '../../../ui/resource/field-error';
import type { FormField } from '../../../ui/resource';
import { businessToday, businessWallNow, fromBusinessWallTime } from '../../../ui/dates';
import { majorAmountField } from '../../../ui/major-amount';

/** What the slip picker offers: the attachment types of the spec (image or PDF). */
export const SLIP_ACCEPT = ['.pdf', '.jpg', '.jpeg', '.png', ...ATTACHMENT_MIME_TYPE.map((type) => type.code)].join(',');

/** The form's own values: the amount as typed (major units), the date as the picker keeps it, the slip as picked. */
export interface TopUpFormValues {
  currencyCode: string;
  amount: string;
  paymentType: string;
  paymentMethod: string;
  bankId: string;
  bankInReference: string;
  bankInDateTime: string;
  remark: string;
  [TOP_UP_SLIP_FIELD]: File[];
  [key: string]: unknown;
}

/** Browsers name JPEG 'image/jpg' or 'image/pjpeg' at times. */
const canonicalType = (file: File) => {
  const type = file.type.toLowerCase();
  return type === 'image/jpg' || type === 'image/pjpeg' ? 'image/jpeg' : type;
};

/**
 * The slip: one file, checked as the API checks it before reading its content (3 MB at most,
 * PDF, JPEG or PNG); none at all only when the payment type does not need one (BNK does).
 */
function slipField(t: TFunction, required: boolean) {
  const single = attachmentField();
  return z.array(z.custom<File>((value) => typeof File !== 'undefined' && value instanceof File)).superRefine((files, ctx) => {
    if (files.length === 0) {
      if (required) ctx.addIssue({ code: 'custom', message: 'ATTACHMENT_REQUIRED' satisfies ErrorCode });
      return;
    }
    if (files.length > 1) return ctx.addIssue({ code: 'custom', message: t('form.oneSlip') });
    const issue = single.safeParse({ name: files[0].name, size: files[0].size, type: canonicalType(files[0]) }).error?.issues[0];
    if (issue) ctx.addIssue({ code: 'custom', message: issue.message });
  });
}

const shape = topUpRequestSchema.shape;

/**
 * The top-up form's schema: the shared request schema's own field rules (so the form says what
 * the API would), plus what only the form has: the amount typed in major units and turned into
 * integer minor units by moving digits (major-amount.ts, never a float), the picker's local
 * date and time turned into ISO 8601 with the browser's offset, and the slip file (required for a
 * bank-in, BNK, as the API requires it). The amount's places follow the currency and the slip
 * rule the payment type: ResourceForm re-makes the schema from the values (`schema` as a function).
 */
export function topUpFormSchema(t: TFunction, values: Pick<TopUpFormValues, 'currencyCode' | 'paymentType'>) {
  return z.object({
    currencyCode: shape.currencyCode,
    amount: majorAmountField(t, values.currencyCode, shape.amount as z.ZodType<number, unknown>),
    paymentType: shape.paymentType,
    paymentMethod: shape.paymentMethod,
    bankId: shape.bankId,
    bankInReference: shape.bankInReference,
    bankInDateTime: z
      .string()
      .min(1, { error: 'REQUIRED_FIELD' satisfies ErrorCode })
      .refine((value) => dayjs(value).isValid(), { error: 'REQUIRED_FIELD' satisfies ErrorCode })
      .refine((value) => !dayjs(value).isAfter(dayjs(businessWallNow())), { error: t('form.bankInFuture') })
      // Typed as the slip shows it: Kuala Lumpur's clock, whatever the browser's zone.
      .transform((value) => fromBusinessWallTime(value)),
    remark: shape.remark,
    [TOP_UP_SLIP_FIELD]: slipField(t, values.paymentType === 'BNK'),
  });
}

/** Refusals of the API that concern one field of the form. */
const FIELD_OF_CODE: Record<string, string> = {
  BANK_NOT_AVAILABLE: 'bankId',
  PAYLOAD_TOO_LARGE: TOP_UP_SLIP_FIELD,
  ATTACHMENT_TYPE_NOT_ALLOWED: TOP_UP_SLIP_FIELD,
  ATTACHMENT_CONTENT_MISMATCH: TOP_UP_SLIP_FIELD,
  ATTACHMENT_REQUIRED: TOP_UP_SLIP_FIELD,
};

/** Rethrows such a refusal as a field error (`details.fields`), so ResourceForm shows it at the field. */
export function asTopUpFieldError(error: unknown): never {
  return refusalAtField(error, FIELD_OF_CODE);
}

/** An empty request in `currencyCode`: a bank transfer (BNK), which needs its slip. */
export const emptyTopUp = (currencyCode: string): TopUpFormValues => ({
  currencyCode,
  amount: '',
  paymentType: 'BNK',
  paymentMethod: 'BANK_TRANSFER',
  bankId: '',
  bankInReference: '',
  bankInDateTime: '',
  remark: '',
  [TOP_UP_SLIP_FIELD]: [],
});

/**
 * The request form's fields. `currencies`: the currency is chosen among them (an organization's
 * accounts); without, it is typed (the provider's own credit takes any currency).
 */
export function topUpFields(
  t: TFunction,
  language: Language,
  values: TopUpFormValues,
  banks: readonly BankItem[] | undefined,
  currencies?: readonly string[],
): FormField[] {
  const select = (name: string, label: string, options: { value: string; label: string }[], extra: Partial<FormField> = {}) =>
    ({ name, label, type: 'select', options, required: true, ...extra }) satisfies FormField;
  const currency = t('fields.currencyCode');
  return [
    currencies
      ? select(
          'currencyCode',
          currency,
          currencies.map((code) => ({ value: code, label: code })),
        )
      : { name: 'currencyCode', label: currency, required: true, placeholder: DEFAULT_CURRENCY, autoComplete: 'off' },
    {
      name: 'amount',
      label: t('fields.amountIn', { currency: values.currencyCode || DEFAULT_CURRENCY }),
      required: true,
      placeholder: '0.00',
      description: t('form.amountHint'),
      autoComplete: 'off',
    },
    select('paymentType', t('fields.paymentType'), optionsOf(TOP_UP_PAYMENT_TYPE, language)),
    select('paymentMethod', t('fields.paymentMethod'), optionsOf(PAYMENT_METHOD, language)),
    select(
      'bankId',
      t('fields.bank'),
      (banks ?? []).map((bank) => ({
        value: bank.id,
        label: bank.accountNumber ? `${bank.name} (${bank.accountNumber})` : bank.name,
      })),
      { description: banks?.length === 0 ? t('form.noBanks') : undefined },
    ),
    { name: 'bankInReference', label: t('fields.bankInReference'), required: true, autoComplete: 'off' },
    {
      name: 'bankInDateTime',
      label: t('fields.bankInDateTime'),
      type: 'datetime',
      required: true,
      maxDate: businessToday().endOf('day').format('YYYY-MM-DD HH:mm:ss'),
    },
    {
      name: TOP_UP_SLIP_FIELD,
      label: t('fields.slip'),
      type: 'files',
      accept: SLIP_ACCEPT,
      required: values.paymentType === 'BNK',
      description: t('form.slipHint'),
    },
    { name: 'remark', label: t('fields.remark'), type: 'textarea', wide: true },
  ];
}
