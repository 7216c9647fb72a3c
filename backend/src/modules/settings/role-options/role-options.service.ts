import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { z } from 'zod';
import { type RoleOption, type RoleOptionUpdate, roleOptionCreateSchema } from '@bo/shared';
import { AuditService } from '../../../../core/audit/audit.service';
import { UnitOfWork } from '../../../../core/database/unit-of-work';
import { AppError } from '../../../../core/errors/app-error';
import { isUniqueViolation } from '../../../../core/event-store/event-store';

const COLUMNS = `id, role_code AS "roleCode", code, label, sort_order AS "sortOrder", active`;

/**
 * Role options are the LEVELS a user of a role can hold (Manager, Supervisor for Merchant Admin).
 * The user forms offer the active ones of the chosen role; the users service checks a user's level
 * against `identity.role_options` (role_code, code, active).
 */
@Injectable()
export class RoleOptionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly audit: AuditService,
  ) {}

  /** Every option of every role, inactive ones included (the role options list screen). */
  async all(): Promise<RoleOption[]> {
    return this.dataSource.query(`SELECT ${COLUMNS} FROM identity.role_options ORDER BY role_code, sort_order, id`);
  }

  /** The active options of one role (what a user form offers). */
  async activeOf(roleCode: string): Promise<RoleOption[]> {
    return this.dataSource.query(
      `SELECT ${COLUMNS} FROM identity.role_options WHERE role_code = $1 AND active ORDER BY sort_order, id`,
      [roleCode],
    );
  }

  async create(input: z.output<typeof roleOptionCreateSchema>): Promise<RoleOption> {
    return this.uow.run(async (m) => {
      const [role] = (await m.query(`SELECT 1 FROM identity.roles WHERE code = $1`, [input.roleCode])) as unknown[];
      if (!role) throw new AppError('ROLE_CODE_UNKNOWN', { code: input.roleCode });
      let id: number;
      try {
        [{ id }] = (await m.query(
          `INSERT INTO identity.role_options (role_code, code, label, sort_order, active) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
          [input.roleCode, input.code, input.label, input.sortOrder, input.active],
        )) as { id: number }[];
      } catch (error) {
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
      const [before] = (await m.query(`SELECT ${COLUMNS} FROM identity.role_options WHERE id = $1 FOR UPDATE`, [
        input.id,
      ])) as RoleOption[];
      if (!before) throw new AppError('ROLE_OPTION_NOT_FOUND');
      await m.query(
        `UPDATE identity.role_options SET label = $2, sort_order = $3, active = $4, updated_at = now() WHERE id = $1`,
        [input.id, input.label, input.sortOrder, input.active],
      );
      const after = await this.one(input.id, m);
      await this.audit.record(
        { action: 'role-option.updated', targetType: 'role-option', targetId: String(input.id), details: { before, after } },
        m,
      );
      return after;
    });
  }

  private async one(id: number, m: EntityManager): Promise<RoleOption> {
    const [option] = (await m.query(`SELECT ${COLUMNS} FROM identity.role_options WHERE id = $1`, [id])) as RoleOption[];
    if (!option) throw new AppError('ROLE_OPTION_NOT_FOUND');
    return option;
  }
}
