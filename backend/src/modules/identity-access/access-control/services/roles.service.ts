import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { z } from 'zod';
import {
  ALL_PERMISSIONS,
  type MenuEntry,
  type MenuFunction,
  type Role,
  type RoleAccess,
  type RoleCreate,
  type RoleListQuery,
  ROLE_SORT_KEYS,
  type UserMenu,
  type UserMenuEntry,
  roleAccessSaveSchema,
} from '@bo/shared';
import { AuditService } from '../../../../core/audit/audit.service';
import type { Actor } from '../../../../core/context/request-context';
import { assertMayGrant, RolePermissionsService } from '../../../../core/auth/role-permissions.service';
import { UnitOfWork } from '../../../../core/database/unit-of-work';
import { AppError } from '../../../../core/errors/app-error';
import { isUniqueViolation } from '../../../../core/event-store/event-store';
import { Filters, type Page, pagedList, type Sort } from '../../../../core/read-side/paged-list';
import { MENU_COLUMNS } from './menus.service';

const ROLE_COLUMNS = `r.code, r.name, r.is_system AS "isSystem", ($1::text = ANY(r.permissions)) AS "allPermissions",
  to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
  to_char(r.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"`;

const ROLE_SORT: Sort<(typeof ROLE_SORT_KEYS)[number]> = {
  keys: { code: 'r.code', name: 'lower(r.name)', userCount: '"userCount"', createdAt: 'r.created_at' },
  default: 'lower(r.name)',
  tiebreaker: 'r.code',
};
/** ROLE_COLUMNS with the '*' check written in (a list's SELECT takes no parameters) and the user count. */
const ROLE_LIST_COLUMNS = `r.code, r.name, r.is_system AS "isSystem", ('${ALL_PERMISSIONS}' = ANY(r.permissions)) AS "allPermissions",
  to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
  to_char(r.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt",
  (SELECT count(*)::int FROM identity.users u WHERE u.role_code = r.code) AS "userCount"`;

type AccessInput = z.output<typeof roleAccessSaveSchema>;
interface GrantRow {
  menuId: number;
  functions: MenuFunction[];
}

/** Roles, their access matrix (grants per menu entry) and the menu a signed-in user sees. */
@Injectable()
export class RolesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly audit: AuditService,
    private readonly permissions: RolePermissionsService,
  ) {}

  /** `name` matches the role's name or code (contains, any case). */
  async list(q: RoleListQuery): Promise<Page<Role>> {
    const filters = new Filters().contains(['r.name', 'r.code'], q.name);
    return pagedList<Role>(this.dataSource, q, { select: ROLE_LIST_COLUMNS, from: 'identity.roles r', filters, sort: ROLE_SORT });
  }

  /**
   * Roles to choose from. A caller without '*' is not offered roles holding '*': they could not
   * create such users anyway, and should not learn where the keys are.
   */
  async dropdown(callerRole?: string): Promise<{ value: string; label: string }[]> {
    const callerAll = callerRole ? (await this.permissions.of(callerRole)).includes(ALL_PERMISSIONS) : true;
    return this.dataSource.query(
      `SELECT code AS value, name AS label FROM identity.roles
        WHERE $1 OR NOT ($2::text = ANY(permissions)) ORDER BY lower(name), code`,
      [callerAll, ALL_PERMISSIONS],
    );
  }

  async get(code: string, manager: EntityManager = this.dataSource.manager): Promise<Role> {
    const [role] = (await manager.query(
      `SELECT ${ROLE_COLUMNS}, (SELECT count(*)::int FROM identity.users u WHERE u.role_code = r.code) AS "userCount"
         FROM identity.roles r WHERE r.code = $2`,
      [ALL_PERMISSIONS, code],
    )) as Role[];
    if (!role) throw new AppError('ROLE_CODE_UNKNOWN', { code });
    return role;
  }

  async create(input: RoleCreate): Promise<Role> {
    const role = await this.uow.run(async (m) => {
      try {
        await m.query(`INSERT INTO identity.roles (code, name) VALUES ($1, $2)`, [input.code, input.name]);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('ROLE_CODE_TAKEN', { code: input.code });
        throw error;
      }
      await this.audit.record(
        { action: 'role.created', targetType: 'role', targetId: input.code, details: { name: input.name } },
        m,
      );
      return this.get(input.code, m);
    });
    await this.permissions.invalidate();
    return role;
  }

  /** Renames a role. Its code is its identity (users and grants refer to it) and never changes. */
  async update(input: RoleCreate): Promise<Role> {
    const role = await this.uow.run(async (m) => {
      const [before] = (await m.query(`SELECT name FROM identity.roles WHERE code = $1 FOR UPDATE`, [input.code])) as {
        name: string;
      }[];
      if (!before) throw new AppError('ROLE_CODE_UNKNOWN', { code: input.code });
      await m.query(`UPDATE identity.roles SET name = $2, updated_at = now() WHERE code = $1`, [input.code, input.name]);
      await this.audit.record(
        { action: 'role.updated', targetType: 'role', targetId: input.code, details: { before: before.name, after: input.name } },
        m,
      );
      return this.get(input.code, m);
    });
    await this.permissions.invalidate();
    return role;
  }

  /** Every menu entry with what the role is granted on it; a '*' role is granted everything. */
  async access(code: string, manager: EntityManager = this.dataSource.manager): Promise<RoleAccess> {
    const role = await this.get(code, manager);
    const menus = (await manager.query(
      `SELECT ${MENU_COLUMNS} FROM identity.menus m ORDER BY m.sort_order, m.id`,
    )) as MenuEntry[];
    const grants = await this.grantsOf(manager, code);
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
   * `replace`: the listed grants become the role's whole matrix (save). Otherwise only the listed
   * menu entries change, and `functions: []` removes a grant (update-access). Nobody changes the
   * access of their own role, nor grants a permission they do not hold themselves ('*' holds all).
   */
  async saveAccess(actor: Actor, input: AccessInput, replace: boolean): Promise<RoleAccess> {
    const held = await this.permissions.of(actor.role);
    const holdsAll = held.includes(ALL_PERMISSIONS);
    if (input.roleCode === actor.role && !holdsAll) throw new AppError('OWN_ROLE_ACCESS_LOCKED');
    const access = await this.uow.run(async (m) => {
      const [role] = (await m.query(`SELECT permissions FROM identity.roles WHERE code = $1 FOR UPDATE`, [input.roleCode])) as {
        permissions: string[];
      }[];
      if (!role) throw new AppError('ROLE_CODE_UNKNOWN', { code: input.roleCode });
      if (role.permissions.includes(ALL_PERMISSIONS)) throw new AppError('SYSTEM_ROLE_ACCESS_LOCKED', { code: input.roleCode });
      const before = (await this.access(input.roleCode, m)).permissions;

      const codes = [...new Set(input.access.map((a) => a.menuCode))];
      const menus = (await m.query(`SELECT id, code, functions FROM identity.menus WHERE code = ANY($1)`, [codes])) as {
        id: number;
        code: string;
        functions: MenuFunction[];
      }[];
      // Several items for one menu are merged: the caller asked for all of them.
      const wanted = new Map<number, Set<MenuFunction>>();
      for (const item of input.access) {
        const menu = menus.find((candidate) => candidate.code === item.menuCode);
        if (!menu) throw new AppError('MENU_NOT_FOUND', { id: item.menuCode });
        const unavailable = item.functions.find((fn) => !menu.functions.includes(fn));
        if (unavailable) throw new AppError('MENU_FUNCTION_NOT_AVAILABLE', { function: unavailable, menu: menu.code });
        const set = wanted.get(menu.id) ?? new Set<MenuFunction>();
        item.functions.forEach((fn) => set.add(fn));
        wanted.set(menu.id, set);
      }

      if (replace) await m.query(`DELETE FROM identity.role_menu_access WHERE role_code = $1`, [input.roleCode]);
      for (const [menuId, set] of wanted) {
        const functions = menus.find((menu) => menu.id === menuId)!.functions.filter((fn) => set.has(fn));
        if (functions.length === 0) {
          await m.query(`DELETE FROM identity.role_menu_access WHERE role_code = $1 AND menu_id = $2`, [input.roleCode, menuId]);
          continue;
        }
        await m.query(
          `INSERT INTO identity.role_menu_access (role_code, menu_id, functions) VALUES ($1, $2, $3)
           ON CONFLICT (role_code, menu_id) DO UPDATE SET functions = EXCLUDED.functions, updated_at = now()`,
          [input.roleCode, menuId, functions],
        );
      }
      await m.query(`UPDATE identity.roles SET updated_at = now() WHERE code = $1`, [input.roleCode]);
      const after = await this.access(input.roleCode, m);
      const added = after.permissions.filter((p) => !before.includes(p));
      assertMayGrant(held, added);
      await this.audit.record(
        {
          action: 'role.access-changed',
          targetType: 'role',
          targetId: input.roleCode,
          details: {
            mode: replace ? 'replace' : 'merge',
            added,
            removed: before.filter((p) => !after.permissions.includes(p)),
          },
        },
        m,
      );
      return after;
    });
    await this.permissions.invalidate();
    return access;
  }

  /**
   * The signed-in user's navigation: entries the role may view, as a tree (a child shows only
   * under a visible parent), grouped by group name. Entries without a path are permission-only
   * and left out unless they head visible children.
   */
  async menuOf(roleCode: string): Promise<UserMenu> {
    const all = (await this.permissions.of(roleCode)).includes(ALL_PERMISSIONS);
    const menus = (await this.dataSource.query(
      `SELECT ${MENU_COLUMNS} FROM identity.menus m ORDER BY m.sort_order, m.id`,
    )) as MenuEntry[];
    const grants = all ? new Map<number, MenuFunction[]>() : await this.grantsOf(this.dataSource.manager, roleCode);
    const granted = (menu: MenuEntry) =>
      all ? menu.functions : menu.functions.filter((fn) => grants.get(menu.id)?.includes(fn));

    const byParent = new Map<number | null, MenuEntry[]>();
    for (const menu of menus) byParent.set(menu.parentId, [...(byParent.get(menu.parentId) ?? []), menu]);
    const build = (menu: MenuEntry): UserMenuEntry | undefined => {
      const functions = granted(menu);
      if (!functions.includes('view')) return undefined;
      const children = (byParent.get(menu.id) ?? []).map(build).filter((c): c is UserMenuEntry => c !== undefined);
      if (menu.path === null && children.length === 0) return undefined;
      return {
        code: menu.code,
        nameEn: menu.nameEn,
        nameMs: menu.nameMs,
        path: menu.path,
        icon: menu.icon,
        sortOrder: menu.sortOrder,
        functions,
        children,
      };
    };

    const groups: UserMenu['groups'] = [];
    for (const menu of byParent.get(null) ?? []) {
      const entry = build(menu);
      if (!entry) continue;
      let group = groups.find((g) => g.groupName === menu.groupName);
      if (!group) {
        group = { groupName: menu.groupName, groupNameMs: menu.groupNameMs, category: menu.category, entries: [] };
        groups.push(group);
      }
      group.entries.push(entry);
    }
    return { role: roleCode, groups };
  }

  private async grantsOf(manager: EntityManager, roleCode: string): Promise<Map<number, MenuFunction[]>> {
    const rows = (await manager.query(
      `SELECT menu_id AS "menuId", functions FROM identity.role_menu_access WHERE role_code = $1`,
      [roleCode],
    )) as GrantRow[];
    return new Map(rows.map((r) => [r.menuId, r.functions]));
  }
}
