import { permission } from '../../auth/menu-functions';

/** The menu codes of the context: each guards API calls and is seeded as a menu entry (its `<ctx>.context.ts`). */
export const MENU_CODES = {
  credit: 'credit',
  systemCredit: 'system-credit',
} as const;

/** `<menu code>.<function>`: what its controllers require (`@RequirePermission`). */
export const PERMISSIONS = {
  creditView: permission('credit', 'view'),
  creditCreate: permission('credit', 'create'),
  creditEdit: permission('credit', 'edit'),
  creditApprove: permission('credit', 'approve'),
  systemCreditView: permission('system-credit', 'view'),
  systemCreditCreate: permission('system-credit', 'create'),
  systemCreditEdit: permission('system-credit', 'edit'),
  systemCreditApprove: permission('system-credit', 'approve'),
} as const;
