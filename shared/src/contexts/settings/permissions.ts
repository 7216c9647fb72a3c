import { permission } from '../../auth/menu-functions';

/** The menu codes of the context: each guards API calls and is seeded as a menu entry (its `<ctx>.context.ts`). */
export const MENU_CODES = {
  roleOptions: 'role-options',
  banks: 'banks',
  dropdowns: 'dropdowns',
  paymentBankOptions: 'payment-bank-options',
  emailTemplates: 'email-templates',
} as const;

/** `<menu code>.<function>`: what its controllers require (`@RequirePermission`). */
export const PERMISSIONS = {
  roleOptionsView: permission('role-options', 'view'),
  roleOptionsCreate: permission('role-options', 'create'),
  roleOptionsEdit: permission('role-options', 'edit'),
  banksView: permission('banks', 'view'),
  banksCreate: permission('banks', 'create'),
  banksEdit: permission('banks', 'edit'),
  dropdownsView: permission('dropdowns', 'view'),
  dropdownsCreate: permission('dropdowns', 'create'),
  dropdownsEdit: permission('dropdowns', 'edit'),
  paymentBankOptionsView: permission('payment-bank-options', 'view'),
  paymentBankOptionsCreate: permission('payment-bank-options', 'create'),
  paymentBankOptionsEdit: permission('payment-bank-options', 'edit'),
  emailTemplatesView: permission('email-templates', 'view'),
  emailTemplatesCreate: permission('email-templates', 'create'),
  emailTemplatesEdit: permission('email-templates', 'edit'),
} as const;
