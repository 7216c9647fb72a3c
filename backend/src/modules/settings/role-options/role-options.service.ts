import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { type RoleOption, type RoleOptionUpdate, roleOptionCreateSchema } from '@bo/shared';
import { AuditService } from '../../../core/audit/audit.service';
import { AuditedRecords } from '../../../core/audit/audited-records';
import { UnitOfWork } from '../../../core/database/unit-of-work';
import { RoleOptionsRepository } from './role-options.repository';
import type { RoleOptionDirectory } from '../ports/role-option-directory.port';

/**
 * Role options are the LEVELS a user of a role can hold (Manager, Supervisor for Merchant Admin).
 * The user forms offer the active ones of the chosen role. Exported: identity-access asks
 * `activeOf` (a user's level must be one of them) instead of reading `settings.role_options`.
 */
@Injectable()
export class RoleOptionsService implements RoleOptionDirectory {
  private readonly records: AuditedRecords<RoleOption, number>;

  constructor(
    private readonly options: RoleOptionsRepository,
    uow: UnitOfWork,
    audit: AuditService,
  ) {
    this.records = new AuditedRecords(uow, audit, {
      name: 'role-option',
      notFound: 'ROLE_OPTION_NOT_FOUND',
      read: (m, id, lock) => options.find(m, id, { forUpdate: lock }),
      constraints: {
        // The role is checked by the table's foreign key to identity.roles.
        role_options_role_code_fkey: { code: 'ROLE_CODE_UNKNOWN', params: ({ roleCode }) => ({ code: roleCode }) },
        role_options_role_code_code_key: { code: 'ROLE_OPTION_CODE_TAKEN' },
      },
      createdAs: 'option',
      listsChanged: false,
    });
  }

  /** Every option of every role, inactive ones included (the role options list screen). */
  all(): Promise<RoleOption[]> {
    return this.options.all();
  }

  /**
   * The active options of one role, in their order (what a user form offers; the first is the
   * default level). Pass the caller's transaction manager to read within it.
   */
  activeOf(roleCode: string, manager?: EntityManager): Promise<RoleOption[]> {
    return this.options.activeOf(roleCode, manager);
  }

  create(input: z.output<typeof roleOptionCreateSchema>): Promise<RoleOption> {
    return this.records.create(
      (m) =>
        this.options.insert(m, {
          roleCode: input.roleCode,
          code: input.code,
          label: input.label,
          sortOrder: input.sortOrder,
          active: input.active,
        }),
      { roleCode: input.roleCode, code: input.code },
    );
  }

  update(input: RoleOptionUpdate): Promise<RoleOption> {
    return this.records.update(input.id, (m) => this.options.update(m, input.id, input));
  }
}
