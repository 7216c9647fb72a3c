import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { type RoleOption, type RoleOptionUpdate, roleOptionCreateSchema } from '@bo/shared';
import { AuditService } from '../../../core/audit/audit.service';
import { UnitOfWork } from '../../../core/database/unit-of-work';
import { AppError } from '../../../core/errors/app-error';
import { isUniqueViolation } from '../../../core/event-store/event-store';
import { RoleOptionsRepository } from './role-options.repository';

/**
 * Role options are the LEVELS a user of a role can hold (Manager, Supervisor for Merchant Admin).
 * The user forms offer the active ones of the chosen role. Exported: identity-access asks
 * `activeOf` (a user's level must be one of them) instead of reading `settings.role_options`.
 */
@Injectable()
export class RoleOptionsService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly audit: AuditService,
    private readonly options: RoleOptionsRepository,
  ) {}

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

  async create(input: z.output<typeof roleOptionCreateSchema>): Promise<RoleOption> {
    return this.uow.run(async (m) => {
      let id: number;
      try {
        id = await this.options.insert(m, {
          roleCode: input.roleCode,
          code: input.code,
          label: input.label,
          sortOrder: input.sortOrder,
          active: input.active,
        });
      } catch (error) {
        // The role is checked by the table's foreign key to identity.roles.
        if (isForeignKeyViolation(error)) throw new AppError('ROLE_CODE_UNKNOWN', { code: input.roleCode });
        if (isUniqueViolation(error))
          throw new AppError('ROLE_OPTION_CODE_TAKEN', { roleCode: input.roleCode, code: input.code });
        throw error;
      }
      const option = await this.one(id, m);
      await this.audit.record(
        { action: 'role-option.created', targetType: 'role-option', targetId: String(id), details: { option } },
        m,
      );
      return option;
    });
  }

  async update(input: RoleOptionUpdate): Promise<RoleOption> {
    return this.uow.run(async (m) => {
      const before = await this.options.find(m, input.id, { forUpdate: true });
      if (!before) throw new AppError('ROLE_OPTION_NOT_FOUND');
      await this.options.update(m, input.id, input);
      const after = await this.one(input.id, m);
      await this.audit.record(
        { action: 'role-option.updated', targetType: 'role-option', targetId: String(input.id), details: { before, after } },
        m,
      );
      return after;
    });
  }

  private async one(id: number, m: EntityManager): Promise<RoleOption> {
    const option = await this.options.find(m, id);
    if (!option) throw new AppError('ROLE_OPTION_NOT_FOUND');
    return option;
  }
}

function isForeignKeyViolation(error: unknown): boolean {
  const e = error as { code?: string; driverError?: { code?: string } };
  return (e.code ?? e.driverError?.code) === '23503';
}
