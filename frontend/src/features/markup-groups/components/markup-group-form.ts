import {
  createMarkupGroupSchema,
  CUSTOMER_TYPE,
  MAX_FEE_BASIS_POINTS,
  optionsOf,
  updateMarkupGroupSchema,
  type ErrorCode,
  type Language,
  type MarkupGroup,
} from '@bo/shared';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { percentField, percentTyped } from '../../../ui/major-amount';
import type { FormField } from '../../../ui/resource';

/** The group form's values as typed: the commission is the percentage's text ("5.25"). */
export interface GroupValues {
  markupGroupListID?: string;
  code: string;
  name: string;
  description: string;
  customerType: string;
  isDefault: boolean;
  commissionBasisPoints: string;
  active: boolean;
  [key: string]: unknown;
}

export const groupValues = (group?: MarkupGroup): GroupValues => ({
  ...(group ? { markupGroupListID: group.markupGroupListID } : {}),
  code: group?.code ?? '',
  name: group?.name ?? '',
  description: group?.description ?? '',
  customerType: group?.customerType ?? 'B2B',
  isDefault: group?.isDefault ?? false,
  commissionBasisPoints: percentTyped(group?.commissionBasisPoints ?? 0),
  active: group?.active ?? true,
});

/**
 * The form's schema: the shared create (or update) schema's own field rules, the commission typed
 * as a percentage with two places and sent as basis points (digits moved, never a float; B2B
 * only: a B2C group earns none and sends 0), and a default group kept active.
 */
export function groupFormSchema(t: TFunction, values: Pick<GroupValues, 'customerType' | 'markupGroupListID'>) {
  const shape = (values.markupGroupListID ? updateMarkupGroupSchema : createMarkupGroupSchema).shape;
  const b2b = values.customerType === 'B2B';
  return z
    .object({
      ...(values.markupGroupListID ? { markupGroupListID: updateMarkupGroupSchema.shape.markupGroupListID } : {}),
      code: shape.code,
      name: shape.name,
      description: shape.description,
      customerType: shape.customerType,
      isDefault: shape.isDefault,
      commissionBasisPoints: b2b
        ? percentField(t, MAX_FEE_BASIS_POINTS, shape.commissionBasisPoints)
        : z.unknown().transform(() => 0),
      active: shape.active,
    })
    .superRefine((group, ctx) => {
      if (group.isDefault && !group.active) {
        ctx.addIssue({ code: 'custom', message: 'MARKUP_GROUP_DEFAULT_INACTIVE' satisfies ErrorCode, path: ['active'] });
      }
    });
}

export function groupFields(t: TFunction, language: Language, values: GroupValues): FormField[] {
  const fields: (FormField | false)[] = [
    { name: 'code', label: t('fields.code'), required: true, description: t('form.codeHint'), autoComplete: 'off' },
    { name: 'name', label: t('fields.name'), required: true, autoComplete: 'off' },
    {
      name: 'customerType',
      label: t('fields.customerType'),
      type: 'select',
      options: optionsOf(CUSTOMER_TYPE, language),
      required: true,
    },
    // Agents (B2B) earn a commission; consumers' groups have none (0 is sent).
    values.customerType === 'B2B' && {
      name: 'commissionBasisPoints',
      label: t('form.commission'),
      required: true,
      placeholder: '0.00',
      description: t('form.commissionHint'),
      autoComplete: 'off',
    },
    { name: 'description', label: t('fields.description'), type: 'textarea', wide: true },
    { name: 'isDefault', label: t('form.isDefault'), type: 'switch', description: t('form.isDefaultHint'), wide: true },
    { name: 'active', label: t('form.active'), type: 'switch', description: t('form.activeHint'), wide: true },
  ];
  return fields.filter((field): field is FormField => field !== false);
}
