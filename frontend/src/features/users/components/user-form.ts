import { optionsOf, PERSONAL_ID_TYPE, type Language, type userManagementInitSchema } from '@bo/shared';
import type { z } from 'zod';
import type { FormField } from '../../../ui/resource';
import type { useRecordLabels } from '../../../ui/record-labels';

/** The fields an administrator sets on a user (Create User and Manage User's edit), one definition. */

export const EMPTY_USER = {
  role: '',
  level: '',
  fullName: '',
  idType: 'MYKAD',
  idNumber: '',
  email: '',
  mobileNumber: '',
};
export type UserFormValues = typeof EMPTY_USER;

type Init = z.infer<typeof userManagementInitSchema> | undefined;

export interface UserFieldsOptions {
  t: (key: string) => string;
  language: Language;
  labels: ReturnType<typeof useRecordLabels>;
  init: Init;
  /** Create only: the username (fixed once created) and, for the provider's staff, the organization. */
  create?: { organizations: boolean };
}

/**
 * The fields for the values so far: the level choices follow the chosen role (its active role
 * options, from the screen's init, which users.view reads; /bo/Dropdown/getroleoptionsbyrole needs
 * role-options.view, a permission a user administrator need not hold).
 */
export function userFields({ t, language, labels, init, create }: UserFieldsOptions, values: { role: string }): FormField[] {
  const role = values.role;
  const roles = labels.roles(init?.roles);
  const levels = ((role && init?.levels[role]) || []).map((option) => ({
    value: option.value,
    label: labels.level(option.value, option.label),
  }));
  const fields: (FormField | false | undefined)[] = [
    // A user of an agency belongs to it from the start; empty: the provider's own staff.
    create?.organizations && {
      name: 'organizationId',
      label: t('fields.organization'),
      type: 'select',
      options: init?.organizations ?? [],
      placeholder: t('create.providerStaff'),
      description: t('create.organizationHint'),
      wide: true,
    },
    { name: 'role', label: t('fields.role'), type: 'select', options: roles, required: true },
    {
      name: 'level',
      label: t('fields.level'),
      type: 'select',
      options: levels,
      required: levels.length > 0,
      disabled: role === '' || levels.length === 0,
      placeholder: role === '' ? t('create.chooseRoleFirst') : undefined,
    },
    create && {
      name: 'username',
      label: t('fields.username'),
      required: true,
      autoComplete: 'off',
      description: t('create.usernameHint'),
    },
    { name: 'fullName', label: t('fields.fullName'), required: true },
    { name: 'idType', label: t('fields.idType'), type: 'select', options: optionsOf(PERSONAL_ID_TYPE, language), required: true },
    { name: 'idNumber', label: t('fields.idNumber'), required: true },
    { name: 'email', label: t('fields.registeredEmail'), type: 'email', required: true, autoComplete: 'off' },
    { name: 'mobileNumber', label: t('fields.mobileNumber'), required: true, placeholder: '012-3456789' },
  ];
  return fields.filter((field): field is FormField => Boolean(field));
}

/** A changed role empties the level (the new role's levels differ). */
export function clearLevelOnRoleChange<V extends { role: string; level: string }>(
  values: V,
  previous: V,
  form: { setFieldValue: (path: 'level', value: string) => void },
) {
  if (values.role !== previous.role && values.level) form.setFieldValue('level', '');
}
