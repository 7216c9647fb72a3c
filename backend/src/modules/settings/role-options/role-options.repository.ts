import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { RoleOption } from '@bo/shared';

const COLUMNS = `id, role_code AS "roleCode", code, label, sort_order AS "sortOrder", active`;

/** The SQL of `settings.role_options`. Reads take the caller's transaction manager when given one. */
@Injectable()
export class RoleOptionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  all(): Promise<RoleOption[]> {
    return this.dataSource.query(`SELECT ${COLUMNS} FROM settings.role_options ORDER BY role_code, sort_order, id`);
  }

  activeOf(roleCode: string, m: EntityManager = this.dataSource.manager): Promise<RoleOption[]> {
    return m.query(`SELECT ${COLUMNS} FROM settings.role_options WHERE role_code = $1 AND active ORDER BY sort_order, id`, [
      roleCode,
    ]);
  }

  async find(m: EntityManager, id: number, options: { forUpdate?: boolean } = {}): Promise<RoleOption | undefined> {
    const rows = (await m.query(
      `SELECT ${COLUMNS} FROM settings.role_options WHERE id = $1 ${options.forUpdate ? 'FOR UPDATE' : ''}`,
      [id],
    )) as RoleOption[];
    return rows[0];
  }

  async insert(m: EntityManager, o: Omit<RoleOption, 'id'>): Promise<number> {
    const [{ id }] = (await m.query(
      `INSERT INTO settings.role_options (role_code, code, label, sort_order, active) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [o.roleCode, o.code, o.label, o.sortOrder, o.active],
    )) as { id: number }[];
    return id;
  }

  async update(m: EntityManager, id: number, o: Pick<RoleOption, 'label' | 'sortOrder' | 'active'>): Promise<void> {
    await m.query(`UPDATE settings.role_options SET label = $2, sort_order = $3, active = $4, updated_at = now() WHERE id = $1`, [
      id,
      o.label,
      o.sortOrder,
      o.active,
    ]);
  }

  /** Seeds: adds an option unless the role has one with its code. */
  async insertMissing(m: EntityManager, o: Pick<RoleOption, 'roleCode' | 'code' | 'label' | 'sortOrder'>): Promise<void> {
    await m.query(
      `INSERT INTO settings.role_options (role_code, code, label, sort_order) VALUES ($1, $2, $3, $4)
       ON CONFLICT (role_code, code) DO NOTHING`,
      [o.roleCode, o.code, o.label, o.sortOrder],
    );
  }
}
