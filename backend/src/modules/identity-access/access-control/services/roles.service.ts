import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import {
  ALL_PERMISSIONS,
  type MenuFunction,
  type Role,
  type RoleAccess,
  type RoleCreate,
  roleAccessSaveSchema,
} from '@bo/shared';
import { AuditService } from '../../../../core/audit/audit.service';
import type { Actor } from '../../../../core/context/request-context';
import { assertMayGrant, RolePermissionsService } from '../../../../core/auth/role-permissions.service';
import { UnitOfWork } from '../../../../core/database/unit-of-work';
import { AppError } from '../../../../core/errors/app-error';
import { isUniqueViolation } from '../../../../core/event-store/event-store';
import { roleAccess, roleByCode } from '../queries/access-control-rows';

type AccessInput = z.output<typeof roleAccessSaveSchema>;

/** Role writes: create, rename, their access matrix (grants per menu entry); the reads are queries/. */
@Injectable()
export class RolesService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly audit: AuditService,
    private readonly permissions: RolePermissionsService,
  ) {}

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
      return roleByCode(m, input.code);
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
      return roleByCode(m, input.code);
    });
    await this.permissions.invalidate();
    return role;
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
      const before = (await roleAccess(m, input.roleCode)).permissions;

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
      const after = await roleAccess(m, input.roleCode);
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
}
