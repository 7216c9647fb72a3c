import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { type RoleOption, type RoleOptionUpdate, roleOptionCreateSchema } from '@bo/shared';
import { AuditedResource, CrudKit } from '../../../core/crud/audited-resource';
import type { ResourceDefinition } from '../../../core/crud/resource-definition';
import { Filters } from '../../../core/read-side/paged-list';
import type { RoleOptionDirectory } from '../ports/role-option-directory.port';

type RoleOptionCreate = z.output<typeof roleOptionCreateSchema>;

/** `settings.role_options` (integer ids); a role's codes are unique, role and code never change. */
const ROLE_OPTION: ResourceDefinition<RoleOption, number, RoleOptionCreate, RoleOptionUpdate, unknown> = {
  name: 'role-option',
  table: 'settings.role_options',
  alias: 'o',
  columns: `id, role_code AS "roleCode", code, label, sort_order AS "sortOrder", active`,
  idField: 'id',
  notFound: 'ROLE_OPTION_NOT_FOUND',
  constraints: {
    // The role is checked by the table's foreign key to identity.roles.
    role_options_role_code_fkey: { code: 'ROLE_CODE_UNKNOWN', params: ({ roleCode }) => ({ code: roleCode }) },
    role_options_role_code_code_key: { code: 'ROLE_OPTION_CODE_TAKEN' },
  },
  createdAs: 'option',
  listsChanged: false,
  list: { orderBy: 'role_code, sort_order, id' },
  insert: (o) => ({ role_code: o.roleCode, code: o.code, label: o.label, sort_order: o.sortOrder, active: o.active }),
  update: (o) => ({ label: o.label, sort_order: o.sortOrder, active: o.active }),
  params: (input) => ('roleCode' in input ? { roleCode: input.roleCode, code: input.code } : {}),
};

/**
 * Role options are the LEVELS a user of a role can hold (Manager, Supervisor for Merchant Admin).
 * The user forms offer the active ones of the chosen role. A definition-driven resource (core/crud).
 * Exported: identity-access asks `activeOf` (a user's level must be one of them) instead of
 * reading `settings.role_options`.
 */
@Injectable()
export class RoleOptionsService
  extends AuditedResource<RoleOption, number, RoleOptionCreate, RoleOptionUpdate, unknown>
  implements RoleOptionDirectory
{
  constructor(kit: CrudKit) {
    super(kit, ROLE_OPTION);
  }

  /** Every option of every role, inactive ones included (the role options list screen). */
  all(): Promise<RoleOption[]> {
    return this.list({});
  }

  /**
   * The active options of one role, in their order (what a user form offers; the first is the
   * default level). Pass the caller's transaction manager to read within it.
   */
  activeOf(roleCode: string, manager?: EntityManager): Promise<RoleOption[]> {
    const filters = new Filters().where('role_code = ?', roleCode).where('active');
    return this.rows.list(manager ?? this.dataSource, filters, 'sort_order, id');
  }
}
