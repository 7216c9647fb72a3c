import { creditAdjustmentSchema, creditLimitTopUpSchema, manualRefundSchema, type CreditBalance } from '@bo/shared';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { FormField } from '../../../ui/resource';
import { money } from '../../../ui/money';
import type { AdjustmentBody, AdjustmentKind } from '../credit-admin.api';
import { majorAmountField } from '../../../ui/major-amount';

/** Tabs of the adjustments screen (`?type=`), in the order shown. */
export const ADJUSTMENT_KINDS = ['limit', 'credit-note', 'debit-note', 'refund'] as const satisfies readonly AdjustmentKind[];

/** Every adjustment form's values (each kind shows some of them): text as typed. */
export interface AdjustmentValues {
  direction: 'RAISE' | 'LOWER';
  amount: string;
  reference: string;
  bookingRef: string;
  remark: string;
  reason: string;
  [key: string]: unknown;
}

export const EMPTY_ADJUSTMENT: AdjustmentValues = {
  direction: 'RAISE',
  amount: '',
  reference: '',
  bookingRef: '',
  remark: '',
  reason: '',
};

export interface AccountChoice {
  organizationId: string;
  organizationName: string;
  currencyCode: string;
}

/** What a checked form sends: the kind's request body without the account, amount in signed minor units. */
export type AdjustmentOutput = { amount: number } & Partial<Record<'reference' | 'bookingRef' | 'remark' | 'reason', string>>;

/** A credit note and a debit note ask the same: an amount, an optional reference and remark. */
const NOTE = {
  fields: (t: TFunction, currencyCode: string): FormField[] => [amountField(t, currencyCode), referenceField(t), remarkField(t)],
  schema: (t: TFunction, currencyCode: string) => {
    const shape = creditAdjustmentSchema.shape;
    return z.object({
      amount: majorAmountField(t, currencyCode, shape.amount),
      reference: shape.reference,
      remark: shape.remark,
    });
  },
};

/**
 * Each kind's form: its fields, its schema (the shared request schema's own field rules, plus the
 * amount typed in major units; a credit limit is raised or lowered by a positive amount), and what
 * the confirmation says it will do to the account. The account (organization, currency) is chosen
 * above the form and added to the body by the page.
 */
export const ADJUSTMENT_FORMS: Record<
  AdjustmentKind,
  {
    fields: (t: TFunction, currencyCode: string) => FormField[];
    schema: (t: TFunction, currencyCode: string, direction: AdjustmentValues['direction']) => z.ZodType<AdjustmentOutput>;
    /** How the balance the form changes moves: [figure, new value], when the account's figures are known. */
    effect: (amount: number, balance: CreditBalance) => { figure: 'creditLimit' | 'balance'; after: number };
  }
> = {
  limit: {
    fields: (t, currencyCode) => [
      {
        name: 'direction',
        label: t('adjustments.fields.direction'),
        type: 'select',
        required: true,
        options: [
          { value: 'RAISE', label: t('adjustments.direction.RAISE') },
          { value: 'LOWER', label: t('adjustments.direction.LOWER') },
        ],
      },
      amountField(t, currencyCode),
      { name: 'remark', label: t('fields.remark'), type: 'textarea', wide: true },
    ],
    schema: (t, currencyCode, direction) => {
      const shape = creditLimitTopUpSchema.shape;
      return z.object({
        direction: z.enum(['RAISE', 'LOWER']),
        amount: majorAmountField(t, currencyCode, shape.amount, { sign: direction === 'LOWER' ? -1 : 1 }),
        remark: shape.remark,
      });
    },
    effect: (amount, balance) => ({ figure: 'creditLimit', after: balance.creditLimit + amount }),
  },
  'credit-note': { ...NOTE, effect: (amount, balance) => ({ figure: 'balance', after: balance.balance + amount }) },
  'debit-note': { ...NOTE, effect: (amount, balance) => ({ figure: 'balance', after: balance.balance - amount }) },
  refund: {
    fields: (t, currencyCode) => [
      { name: 'bookingRef', label: t('adjustments.fields.bookingRef'), required: true, autoComplete: 'off' },
      amountField(t, currencyCode),
      { name: 'reason', label: t('fields.reason'), type: 'textarea', wide: true },
    ],
    schema: (t, currencyCode) => {
      const shape = manualRefundSchema.shape;
      return z.object({
        bookingRef: shape.bookingRef,
        amount: majorAmountField(t, currencyCode, shape.amount),
        reason: shape.reason,
      });
    },
    effect: (amount, balance) => ({ figure: 'balance', after: balance.balance + amount }),
  },
};

function amountField(t: TFunction, currencyCode: string): FormField {
  return {
    name: 'amount',
    label: t('fields.amountIn', { currency: currencyCode }),
    required: true,
    placeholder: '0.00',
    description: t('adjustments.amountHint'),
    autoComplete: 'off',
  };
}
const referenceField = (t: TFunction): FormField => ({ name: 'reference', label: t('fields.reference'), autoComplete: 'off' });
const remarkField = (t: TFunction): FormField => ({ name: 'remark', label: t('fields.remark'), type: 'textarea', wide: true });

/** The request body: the account, the checked values (blank optional texts left out). */
export function adjustmentBody(kind: AdjustmentKind, values: AdjustmentOutput, account: AccountChoice): AdjustmentBody {
  const text = (value: string | undefined) => (value && value.trim() ? value.trim() : undefined);
  const common = { organizationId: account.organizationId, currencyCode: account.currencyCode, amount: values.amount };
  switch (kind) {
    case 'limit':
      return { ...common, remark: text(values.remark) };
    case 'credit-note':
    case 'debit-note':
      return { ...common, reference: text(values.reference), remark: text(values.remark) };
    case 'refund':
      return { ...common, bookingRef: values.bookingRef?.trim() ?? '', reason: text(values.reason) };
  }
}

/** The confirmation's text: what will happen to which account, with the figure before and after when known. */
export function confirmation(
  t: TFunction,
  kind: AdjustmentKind,
  values: AdjustmentOutput,
  account: AccountChoice,
  balance: CreditBalance | undefined,
) {
  const currency = account.currencyCode;
  const params = {
    organization: account.organizationName,
    currency,
    amount: money(Math.abs(values.amount), currency),
    bookingRef: values.bookingRef ?? '',
  };
  const base = t(`adjustments.confirm.${kind}${kind === 'limit' ? (values.amount < 0 ? '.LOWER' : '.RAISE') : ''}`, params);
  if (!balance) return base;
  const { figure, after } = ADJUSTMENT_FORMS[kind].effect(values.amount, balance);
  const change = t(`adjustments.confirm.change.${figure}`, {
    from: money(balance[figure], currency),
    to: money(after, currency),
  });
  return `${base} ${change}`;
}
