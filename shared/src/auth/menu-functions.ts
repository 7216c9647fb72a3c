import type { MenuCode } from './permissions';

/**
 * The functions a role is granted per menu entry, and the permission they make. A module of its
 * own so the contexts' declarations (`contexts/<context>/permissions.ts`) can build permissions
 * without importing the joined `MENU_CODES` (which is made from them).
 */
export const MENU_FUNCTIONS = ['view', 'create', 'edit', 'delete', 'approve'] as const;
export type MenuFunction = (typeof MENU_FUNCTIONS)[number];

export const permission = (menu: MenuCode, fn: MenuFunction) => `${menu}.${fn}` as const;
