import { permission } from '../../auth/menu-functions';

/** The menu codes of the context: each guards API calls and is seeded as a menu entry (its `<ctx>.context.ts`). */
export const MENU_CODES = {
  // Pricing (docs/pricing.md): mark-up groups, mark-ups (and the price quote), service fees.
  markupGroups: 'markup-groups',
  markups: 'markups',
  serviceFees: 'service-fees',
} as const;

/** `<menu code>.<function>`: what its controllers require (`@RequirePermission`). */
export const PERMISSIONS = {
  markupGroupsView: permission('markup-groups', 'view'),
  markupGroupsCreate: permission('markup-groups', 'create'),
  /** Also: assigning an organization to a group (organization profile). */
  markupGroupsEdit: permission('markup-groups', 'edit'),
  /** Also: the price quote ("Why this price"). */
  markupsView: permission('markups', 'view'),
  markupsCreate: permission('markups', 'create'),
  markupsEdit: permission('markups', 'edit'),
  serviceFeesView: permission('service-fees', 'view'),
  serviceFeesCreate: permission('service-fees', 'create'),
  serviceFeesEdit: permission('service-fees', 'edit'),
} as const;
