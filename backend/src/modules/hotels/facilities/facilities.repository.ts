import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Facility, FacilityListQuery, FacilitySearch } from '@bo/shared';
import { Filters, type Page, pagedList, type Sort } from '../../../core/read-side/paged-list';
import { iso } from '../../../core/read-side/sql-dates';
import { facilityOrder } from '../support/sql';

const COLUMNS = `
  f.id AS "facilityID", f.code, f.name_en AS "nameEn", f.name_ms AS "nameMs", f.scope, f.category, f.icon,
  f.sort_order AS "sortOrder", f.active,
  (SELECT count(*)::int FROM hotels.hotel_facilities hf WHERE hf.facility_id = f.id) AS "hotelCount",
  (SELECT count(*)::int FROM hotels.room_amenities ra WHERE ra.facility_id = f.id) AS "roomCount",
  ${iso('f.updated_at')} AS "updatedAt"`;

const SORT: Sort<NonNullable<FacilitySearch['sortKey']>> = {
  keys: {
    code: 'f.code',
    nameEn: 'lower(f.name_en)',
    nameMs: 'lower(f.name_ms)',
    scope: 'f.scope',
    category: 'f.category',
    sortOrder: 'f.sort_order',
    updatedAt: 'f.updated_at',
  },
  default: 'f.scope, f.category, f.sort_order, lower(f.name_en)',
  tiebreaker: 'f.id',
};

export interface FacilityRow {
  code: string;
  nameEn: string;
  nameMs: string;
  scope: string;
  category: string;
  icon: string | null;
  sortOrder: number;
  active: boolean;
}

/**
 * The SQL of the facility catalogue (`hotels.facilities`). A hotel's facilities and a room type's
 * amenities point at it (`hotel_facilities`, `room_amenities`; rows of deleted hotels and rooms
 * are removed with them, so the counts are live usage). Writes take the caller's transaction.
 */
@Injectable()
export class FacilitiesRepository {
  constructor(private readonly dataSource: DataSource) {}

  list(q: FacilityListQuery): Promise<Facility[]> {
    const filters = new Filters().equals('f.scope', q.scope);
    if (q.activeOnly) filters.where('f.active');
    return this.dataSource.query(
      `SELECT ${COLUMNS} FROM hotels.facilities f ${filters.sql} ORDER BY ${facilityOrder('f')}, f.id`,
      filters.params,
    ) as Promise<Facility[]>;
  }

  search(q: FacilitySearch): Promise<Page<Facility>> {
    const filters = new Filters()
      .contains(['f.code', 'f.name_en', 'f.name_ms'], q.search)
      .equals('f.scope', q.scope)
      .equals('f.category', q.category)
      .equals('f.active', q.active);
    return pagedList<Facility>(this.dataSource, q, { select: COLUMNS, from: 'hotels.facilities f', filters, sort: SORT });
  }

  async find(m: EntityManager, id: string, lock = false): Promise<Facility | undefined> {
    const rows = (await m.query(`SELECT ${COLUMNS} FROM hotels.facilities f WHERE f.id = $1 ${lock ? 'FOR UPDATE' : ''}`, [
      id,
    ])) as Facility[];
    return rows[0];
  }

  /** The entries among `ids`, by id: scope and whether active (what a hotel's or room type's choice is checked against). */
  async states(m: EntityManager, ids: readonly string[]): Promise<Map<string, Pick<Facility, 'scope' | 'active'>>> {
    const rows = (await m.query(`SELECT id, scope, active FROM hotels.facilities WHERE id = ANY($1::uuid[])`, [ids])) as {
      id: string;
      scope: Facility['scope'];
      active: boolean;
    }[];
    return new Map(rows.map((r) => [r.id, r]));
  }

  async insert(m: EntityManager, f: FacilityRow): Promise<string> {
    const [{ id }] = (await m.query(
      `INSERT INTO hotels.facilities (code, name_en, name_ms, scope, category, icon, sort_order, active)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [f.code, f.nameEn, f.nameMs, f.scope, f.category, f.icon, f.sortOrder, f.active],
    )) as { id: string }[];
    return id;
  }

  async update(m: EntityManager, id: string, f: Omit<FacilityRow, 'code' | 'scope'>): Promise<void> {
    await m.query(
      `UPDATE hotels.facilities
          SET name_en = $2, name_ms = $3, category = $4, icon = $5, sort_order = $6, active = $7, updated_at = now()
        WHERE id = $1`,
      [id, f.nameEn, f.nameMs, f.category, f.icon, f.sortOrder, f.active],
    );
  }

  async delete(m: EntityManager, id: string): Promise<void> {
    await m.query(`DELETE FROM hotels.facilities WHERE id = $1`, [id]);
  }
}
