import { permission } from '../../auth/menu-functions';

/** The menu codes of the context: each guards API calls and is seeded as a menu entry (its `<ctx>.context.ts`). */
export const MENU_CODES = {
  organizations: 'organizations',
} as const;

/** `<menu code>.<function>`: what its controllers require (`@RequirePermission`). */
export const PERMISSIONS = {
  organizationsView: permission('organizations', 'view'),
  organizationsCreate: permission('organizations', 'create'),
  organizationsEdit: permission('organizations', 'edit'),
  organizationsApprove: permission('organizations', 'approve'),
} as const;
