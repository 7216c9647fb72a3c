import type { EntityManager } from 'typeorm';
import {
  ALL_PERMISSIONS,
  MENU_SORT_KEYS,
  type MenuEntry,
  type MenuFunction,
  type Role,
  type RoleAccess,
  ROLE_SORT_KEYS,
} from '@bo/shared';
import type { RolePermissionsService } from '../../../../core/auth/role-permissions.service';
import { AppError } from '../../../../core/errors/app-error';
import type { Sort } from '../../../../core/read-side/paged-list';

/** What the roles' and menus' query handlers (and their writes, for the answer) share: columns, sorts, one-row reads. */

export const MENU_COLUMNS = `m.id, m.code, m.name_en AS "nameEn", m.name_ms AS "nameMs", m.path, m.icon,
  m.group_name AS "groupName", m.group_name_ms AS "groupNameMs", m.category, m.parent_id AS "parentId",
  m.sort_order AS "sortOrder", m.functions, m.is_system AS "isSystem"`;

export const MENU_SORT: Sort<(typeof MENU_SORT_KEYS)[number]> = {
  keys: {
    code: 'm.code',
    nameEn: 'lower(m.name_en)',
    groupName: 'lower(m.group_name)',
    category: 'lower(m.category)',
    sortOrder: 'm.sort_order',
  },
  default: 'm.sort_order',
  tiebreaker: 'm.id',
};

const ROLE_COLUMNS = `r.code, r.name, r.is_system AS "isSystem", ($1::text = ANY(r.permissions)) AS "allPermissions",
  to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
  to_char(r.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"`;

export const ROLE_SORT: Sort<(typeof ROLE_SORT_KEYS)[number]> = {
  keys: { code: 'r.code', name: 'lower(r.name)', userCount: '"userCount"', createdAt: 'r.created_at' },
  default: 'lower(r.name)',
  tiebreaker: 'r.code',
};
/** ROLE_COLUMNS with the '*' check written in (a list's SELECT takes no parameters) and the user count. */
export const ROLE_LIST_COLUMNS = `r.code, r.name, r.is_system AS "isSystem", ('${ALL_PERMISSIONS}' = ANY(r.permissions)) AS "allPermissions",
  to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
  to_char(r.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt",
  (SELECT count(*)::int FROM identity.users u WHERE u.role_code = r.code) AS "userCount"`;

interface GrantRow {
  menuId: number;
  functions: MenuFunction[];
}

/** Every menu entry in navigation order. */
export function allMenus(manager: EntityManager): Promise<MenuEntry[]> {
  return manager.query(`SELECT ${MENU_COLUMNS} FROM identity.menus m ORDER BY m.sort_order, m.id`);
}

/** One menu entry; MENU_NOT_FOUND when there is none. */
export async function menuById(manager: EntityManager, id: number): Promise<MenuEntry> {
  const [menu] = (await manager.query(`SELECT ${MENU_COLUMNS} FROM identity.menus m WHERE m.id = $1`, [id])) as MenuEntry[];
  if (!menu) throw new AppError('MENU_NOT_FOUND', { id });
  return menu;
}

/** Distinct menu categories, in navigation order. */
export async function menuCategories(manager: EntityManager): Promise<string[]> {
  const rows = (await manager.query(
    `SELECT category FROM identity.menus GROUP BY category ORDER BY min(sort_order), category`,
  )) as { category: string }[];
  return rows.map((r) => r.category);
}

/** Distinct groups with their category (the first entry's, in navigation order). */
export async function menuGroups(
  manager: EntityManager,
): Promise<{ groupName: string; groupNameMs: string; category: string }[]> {
  const rows = (await manager.query(
    `SELECT DISTINCT ON (group_name) group_name AS "groupName", group_name_ms AS "groupNameMs", category, sort_order
     FROM identity.menus ORDER BY group_name, sort_order`,
  )) as { groupName: string; groupNameMs: string; category: string; sort_order: number }[];
  return rows
    .sort((a, b) => a.sort_order - b.sort_order)
    .map(({ groupName, groupNameMs, category }) => ({ groupName, groupNameMs, category }));
}

/** One role with its user count; ROLE_CODE_UNKNOWN when there is none. */
export async function roleByCode(manager: EntityManager, code: string): Promise<Role> {
  const [role] = (await manager.query(
    `SELECT ${ROLE_COLUMNS}, (SELECT count(*)::int FROM identity.users u WHERE u.role_code = r.code) AS "userCount"
       FROM identity.roles r WHERE r.code = $2`,
    [ALL_PERMISSIONS, code],
  )) as Role[];
  if (!role) throw new AppError('ROLE_CODE_UNKNOWN', { code });
  return role;
}

/** The role's grants per menu id. */
export async function grantsOf(manager: EntityManager, roleCode: string): Promise<Map<number, MenuFunction[]>> {
  const rows = (await manager.query(`SELECT menu_id AS "menuId", functions FROM identity.role_menu_access WHERE role_code = $1`, [
    roleCode,
  ])) as GrantRow[];
  return new Map(rows.map((r) => [r.menuId, r.functions]));
}

/** Every menu entry with what the role is granted on it; a '*' role is granted everything. */
export async function roleAccess(manager: EntityManager, code: string): Promise<RoleAccess> {
  const role = await roleByCode(manager, code);
  const menus = await allMenus(manager);
  const grants = await grantsOf(manager, code);
  const entries = menus.map((menu) => ({
    ...menu,
    granted: role.allPermissions ? menu.functions : menu.functions.filter((fn) => grants.get(menu.id)?.includes(fn)),
  }));
  const permissions = role.allPermissions
    ? [ALL_PERMISSIONS]
    : entries.flatMap((e) => e.granted.map((fn) => `${e.code}.${fn}`)).sort();
  return { role, entries, permissions };
}

/**
 * Roles to choose from. A caller without '*' is not offered roles holding '*': they could not
 * create such users anyway, and should not learn where the keys are.
 */
export async function roleDropdown(
  manager: EntityManager,
  permissions: RolePermissionsService,
  callerRole?: string,
): Promise<{ value: string; label: string }[]> {
  const callerAll = callerRole ? (await permissions.of(callerRole)).includes(ALL_PERMISSIONS) : true;
  return manager.query(
    `SELECT code AS value, name AS label FROM identity.roles
      WHERE $1 OR NOT ($2::text = ANY(permissions)) ORDER BY lower(name), code`,
    [callerAll, ALL_PERMISSIONS],
  );
}
