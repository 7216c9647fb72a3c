import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { type MenuDelete, type MenuEntry, menuSaveSchema } from '@bo/shared';
import { AuditService } from '../../../../core/audit/audit.service';
import { RolePermissionsService } from '../../../../core/auth/role-permissions.service';
import { UnitOfWork } from '../../../../core/database/unit-of-work';
import { AppError } from '../../../../core/errors/app-error';
import { isUniqueViolation } from '../../../../core/event-store/event-store';
import { MENU_COLUMNS, menuById } from '../queries/access-control-rows';

type MenuSaveInput = z.output<typeof menuSaveSchema>;

/** Menu entry writes (`/fac`): what can be granted, and the navigation's structure; the reads are queries/. */
@Injectable()
export class MenusService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly audit: AuditService,
    private readonly permissions: RolePermissionsService,
  ) {}

  /** Creates (no id) or updates an entry; grants for functions the entry no longer offers are dropped. */
  async save(input: MenuSaveInput): Promise<MenuEntry> {
    const menu = await this.uow.run(async (m) => {
      const values = [
        input.code,
        input.nameEn,
        input.nameMs,
        input.path || null,
        input.icon || null,
        input.groupName,
        input.groupNameMs || input.groupName,
        input.category,
        input.parentId,
        input.sortOrder,
        input.functions,
      ];
      try {
        if (input.id === undefined) {
          await this.assertParent(m, input.parentId, undefined);
          const [{ id }] = (await m.query(
            `INSERT INTO identity.menus (code, name_en, name_ms, path, icon, group_name, group_name_ms, category,
                                         parent_id, sort_order, functions)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
            values,
          )) as { id: number }[];
          const created = await menuById(m, id);
          await this.audit.record(
            { action: 'menu.created', targetType: 'menu', targetId: String(id), details: { menu: created } },
            m,
          );
          return created;
        }
        const [before] = (await m.query(`SELECT ${MENU_COLUMNS} FROM identity.menus m WHERE m.id = $1 FOR UPDATE`, [
          input.id,
        ])) as MenuEntry[];
        if (!before) throw new AppError('MENU_NOT_FOUND', { id: input.id });
        if (before.isSystem && before.code !== input.code) throw new AppError('SYSTEM_MENU_PROTECTED', { code: before.code });
        await this.assertParent(m, input.parentId, input.id);
        await m.query(
          `UPDATE identity.menus SET code = $1, name_en = $2, name_ms = $3, path = $4, icon = $5, group_name = $6,
                  group_name_ms = $7, category = $8, parent_id = $9, sort_order = $10, functions = $11, updated_at = now()
            WHERE id = $12`,
          [...values, input.id],
        );
        // Grants of functions the entry stopped offering go, so no stale permission can come back later.
        await m.query(
          `UPDATE identity.role_menu_access
              SET functions = ARRAY(SELECT f FROM unnest(functions) f WHERE f = ANY($2::text[])), updated_at = now()
            WHERE menu_id = $1 AND NOT functions <@ $2::text[]`,
          [input.id, input.functions],
        );
        await m.query(`DELETE FROM identity.role_menu_access WHERE menu_id = $1 AND cardinality(functions) = 0`, [input.id]);
        const after = await menuById(m, input.id);
        await this.audit.record(
          { action: 'menu.updated', targetType: 'menu', targetId: String(input.id), details: { before, after } },
          m,
        );
        return after;
      } catch (error) {
        if (isUniqueViolation(error, 'menus_code_uq')) throw new AppError('MENU_CODE_TAKEN', { code: input.code });
        throw error;
      }
    });
    await this.permissions.invalidate();
    return menu;
  }

  /**
   * Deletes entries and, in the same transaction, their grants (a grant without its menu means
   * nothing). Refused for system entries and for entries that keep children not deleted with them.
   */
  async delete({ ids }: MenuDelete): Promise<{ deleted: number; removedGrants: number }> {
    const unique = [...new Set(ids)];
    const result = await this.uow.run(async (m) => {
      const menus = (await m.query(`SELECT ${MENU_COLUMNS} FROM identity.menus m WHERE m.id = ANY($1) FOR UPDATE`, [
        unique,
      ])) as MenuEntry[];
      const missing = unique.find((id) => !menus.some((menu) => menu.id === id));
      if (missing !== undefined) throw new AppError('MENU_NOT_FOUND', { id: missing });
      const system = menus.find((menu) => menu.isSystem);
      if (system) throw new AppError('SYSTEM_MENU_PROTECTED', { code: system.code });
      const [orphan] = (await m.query(
        `SELECT p.code FROM identity.menus c JOIN identity.menus p ON p.id = c.parent_id
          WHERE c.parent_id = ANY($1) AND NOT c.id = ANY($1) LIMIT 1`,
        [unique],
      )) as { code: string }[];
      if (orphan) throw new AppError('MENU_HAS_CHILDREN', { code: orphan.code });
      const grants = (await m.query(
        `SELECT role_code, menu_id, functions FROM identity.role_menu_access WHERE menu_id = ANY($1)`,
        [unique],
      )) as { role_code: string; menu_id: number; functions: string[] }[];
      // Children before parents (the parent reference has no cascade).
      await m.query(`UPDATE identity.menus SET parent_id = NULL WHERE id = ANY($1)`, [unique]);
      await m.query(`DELETE FROM identity.menus WHERE id = ANY($1)`, [unique]);
      await this.audit.record(
        {
          action: 'menu.deleted',
          targetType: 'menu',
          targetId: unique.join(','),
          details: { menus: menus.map((menu) => menu.code), removedGrants: grants },
        },
        m,
      );
      return { deleted: menus.length, removedGrants: grants.length };
    });
    await this.permissions.invalidate();
    return result;
  }

  /** The parent must exist, and must not be the entry itself or one of its descendants. */
  private async assertParent(m: EntityManager, parentId: number | null, selfId: number | undefined): Promise<void> {
    if (parentId === null) return;
    const rows = (await m.query(
      `WITH RECURSIVE up AS (
         SELECT id, parent_id FROM identity.menus WHERE id = $1
         UNION SELECT p.id, p.parent_id FROM identity.menus p JOIN up ON p.id = up.parent_id
       ) SELECT id FROM up`,
      [parentId],
    )) as { id: number }[];
    if (rows.length === 0 || (selfId !== undefined && rows.some((r) => r.id === selfId))) {
      throw new AppError('MENU_PARENT_INVALID');
    }
  }
}
