import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { BosDropdown, BosDropdownKey, BosDropdownOption } from '@bo/shared';

export interface DropdownHeader {
  key: string;
  nameEn: string;
  nameMs: string;
  updatedAt: string;
}

export interface DropdownOptionRow {
  code: string;
  labelEn: string;
  labelMs: string;
  sortOrder: number;
  active: boolean;
}

const HEADER = `d.key, d.name_en AS "nameEn", d.name_ms AS "nameMs", to_json(d.updated_at) #>> '{}' AS "updatedAt"`;
const OPTION = `o.code, o.label_en AS "labelEn", o.label_ms AS "labelMs", o.sort_order AS "sortOrder", o.active`;

/** The SQL of `settings.bos_dropdowns` and their options. Writes take the caller's transaction manager. */
@Injectable()
export class DropdownsRepository {
  constructor(private readonly dataSource: DataSource) {}

  keys(): Promise<BosDropdownKey[]> {
    return this.dataSource.query(
      `SELECT ${HEADER}, count(o.code)::int AS "optionCount", (count(o.code) FILTER (WHERE o.active))::int AS "activeOptionCount"
         FROM settings.bos_dropdowns d LEFT JOIN settings.bos_dropdown_options o ON o.dropdown_key = d.key
        GROUP BY d.key ORDER BY d.key`,
    );
  }

  async find(
    m: EntityManager,
    key: string,
    options: { forUpdate?: boolean; activeOnly?: boolean } = {},
  ): Promise<BosDropdown | undefined> {
    const headers = (await m.query(
      `SELECT ${HEADER} FROM settings.bos_dropdowns d WHERE d.key = $1 ${options.forUpdate ? 'FOR UPDATE' : ''}`,
      [key],
    )) as DropdownHeader[];
    if (!headers[0]) return undefined;
    const rows = (await m.query(
      `SELECT ${OPTION} FROM settings.bos_dropdown_options o
        WHERE o.dropdown_key = $1 ${options.activeOnly ? 'AND o.active' : ''} ORDER BY o.sort_order, o.code`,
      [key],
    )) as BosDropdownOption[];
    return { ...headers[0], options: rows };
  }

  async insertHeader(m: EntityManager, d: Omit<DropdownHeader, 'updatedAt'>): Promise<void> {
    await m.query(`INSERT INTO settings.bos_dropdowns (key, name_en, name_ms) VALUES ($1, $2, $3)`, [d.key, d.nameEn, d.nameMs]);
  }

  async updateHeader(m: EntityManager, d: Omit<DropdownHeader, 'updatedAt'>): Promise<void> {
    await m.query(`UPDATE settings.bos_dropdowns SET name_en = $2, name_ms = $3, updated_at = now() WHERE key = $1`, [
      d.key,
      d.nameEn,
      d.nameMs,
    ]);
  }

  /** Adds the options that are new and rewrites the others (labels, order, active). */
  upsertOptions(m: EntityManager, key: string, options: readonly DropdownOptionRow[]): Promise<void> {
    return this.insertOptions(
      m,
      key,
      options,
      `DO UPDATE
          SET label_en = EXCLUDED.label_en, label_ms = EXCLUDED.label_ms, sort_order = EXCLUDED.sort_order,
              active = EXCLUDED.active, updated_at = now()
        WHERE (bos_dropdown_options.label_en, bos_dropdown_options.label_ms, bos_dropdown_options.sort_order,
               bos_dropdown_options.active)
              IS DISTINCT FROM (EXCLUDED.label_en, EXCLUDED.label_ms, EXCLUDED.sort_order, EXCLUDED.active)`,
    );
  }

  /** Seeds: the dropdown and its options unless they exist (an administrator's edits are kept). */
  async insertMissing(
    m: EntityManager,
    d: Omit<DropdownHeader, 'updatedAt'>,
    options: readonly DropdownOptionRow[],
  ): Promise<void> {
    await m.query(`INSERT INTO settings.bos_dropdowns (key, name_en, name_ms) VALUES ($1, $2, $3) ON CONFLICT (key) DO NOTHING`, [
      d.key,
      d.nameEn,
      d.nameMs,
    ]);
    await this.insertOptions(m, d.key, options, 'DO NOTHING');
  }

  /** The options in one statement; `onConflict` says what happens to a code the dropdown already has. */
  private async insertOptions(
    m: EntityManager,
    key: string,
    options: readonly DropdownOptionRow[],
    onConflict: string,
  ): Promise<void> {
    if (options.length === 0) return;
    await m.query(
      `INSERT INTO settings.bos_dropdown_options (dropdown_key, code, label_en, label_ms, sort_order, active)
       SELECT $1, o.code, o.label_en, o.label_ms, o.sort_order, o.active
         FROM jsonb_to_recordset($2::jsonb) AS o(code text, label_en text, label_ms text, sort_order int, active boolean)
       ON CONFLICT (dropdown_key, code) ${onConflict}`,
      [
        key,
        JSON.stringify(
          options.map((o) => ({
            code: o.code,
            label_en: o.labelEn,
            label_ms: o.labelMs,
            sort_order: o.sortOrder,
            active: o.active,
          })),
        ),
      ],
    );
  }
}
