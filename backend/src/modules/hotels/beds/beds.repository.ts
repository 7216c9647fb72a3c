import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { BedCombination, BedCombinationSearch, BedType, BedTypeSearch } from '@bo/shared';
import { Filters, type Page, pagedList, type Sort } from '../../../core/read-side/paged-list';
import { iso } from '../../../core/read-side/sql-dates';

const BED_TYPE_COLUMNS = `
  t.id AS "bedTypeID", t.code, t.name_en AS "nameEn", t.name_ms AS "nameMs", t.sleeps, t.width_cm AS "widthCm",
  (SELECT count(*)::int FROM hotels.bed_combination_beds b WHERE b.bed_type_id = t.id) AS "combinationCount",
  ${iso('t.updated_at')} AS "updatedAt"`;

const BED_TYPE_SORT: Sort<NonNullable<BedTypeSearch['sortKey']>> = {
  keys: {
    code: 't.code',
    nameEn: 'lower(t.name_en)',
    nameMs: 'lower(t.name_ms)',
    sleeps: 't.sleeps',
    widthCm: 't.width_cm',
    updatedAt: 't.updated_at',
  },
  default: 'lower(t.name_en)',
  tiebreaker: 't.id',
};

/** A combination with its beds (in the order given) and the people they sleep. */
const COMBINATION_COLUMNS = `
  c.id AS "bedCombinationID", c.name_en AS "nameEn", c.name_ms AS "nameMs",
  coalesce((SELECT json_agg(json_build_object('bedTypeID', t.id, 'code', t.code, 'nameEn', t.name_en, 'nameMs', t.name_ms,
                                              'sleeps', t.sleeps, 'quantity', b.quantity) ORDER BY b.position)
              FROM hotels.bed_combination_beds b JOIN hotels.bed_types t ON t.id = b.bed_type_id
             WHERE b.bed_combination_id = c.id), '[]') AS beds,
  (SELECT coalesce(sum(t.sleeps * b.quantity), 0)::int
     FROM hotels.bed_combination_beds b JOIN hotels.bed_types t ON t.id = b.bed_type_id
    WHERE b.bed_combination_id = c.id) AS sleeps,
  c.active,
  (SELECT count(*)::int FROM hotels.room_bed_combinations rb JOIN hotels.rooms r ON r.id = rb.room_id
    WHERE rb.bed_combination_id = c.id AND r.deleted_at IS NULL) AS "roomCount",
  ${iso('c.updated_at')} AS "updatedAt"`;

const COMBINATION_SORT: Sort<NonNullable<BedCombinationSearch['sortKey']>> = {
  keys: {
    nameEn: 'lower(c.name_en)',
    nameMs: 'lower(c.name_ms)',
    sleeps: `(SELECT sum(t.sleeps * b.quantity) FROM hotels.bed_combination_beds b
                JOIN hotels.bed_types t ON t.id = b.bed_type_id WHERE b.bed_combination_id = c.id)`,
    active: 'c.active',
    updatedAt: 'c.updated_at',
  },
  default: 'lower(c.name_en)',
  tiebreaker: 'c.id',
};

export interface BedTypeRow {
  code: string;
  nameEn: string;
  nameMs: string;
  sleeps: number;
  widthCm: number | null;
}

export interface BedCombinationRow {
  nameEn: string;
  nameMs: string;
  beds: readonly { bedTypeID: string; quantity: number }[];
  active: boolean;
}

/** The SQL of bed types and bed combinations. Writes take the caller's transaction. */
@Injectable()
export class BedsRepository {
  constructor(private readonly dataSource: DataSource) {}

  listBedTypes(): Promise<BedType[]> {
    return this.dataSource.query(`SELECT ${BED_TYPE_COLUMNS} FROM hotels.bed_types t ORDER BY lower(t.name_en), t.id`) as Promise<
      BedType[]
    >;
  }

  searchBedTypes(q: BedTypeSearch): Promise<Page<BedType>> {
    const filters = new Filters().contains(['t.code', 't.name_en', 't.name_ms'], q.search);
    return pagedList<BedType>(this.dataSource, q, {
      select: BED_TYPE_COLUMNS,
      from: 'hotels.bed_types t',
      filters,
      sort: BED_TYPE_SORT,
    });
  }

  async findBedType(m: EntityManager, id: string, lock = false): Promise<BedType | undefined> {
    const rows = (await m.query(
      `SELECT ${BED_TYPE_COLUMNS} FROM hotels.bed_types t WHERE t.id = $1 ${lock ? 'FOR UPDATE' : ''}`,
      [id],
    )) as BedType[];
    return rows[0];
  }

  /** Which of `ids` are bed types. */
  async existingBedTypes(m: EntityManager, ids: readonly string[]): Promise<Set<string>> {
    const rows = (await m.query(`SELECT id FROM hotels.bed_types WHERE id = ANY($1::uuid[])`, [ids])) as { id: string }[];
    return new Set(rows.map((r) => r.id));
  }

  async insertBedType(m: EntityManager, t: BedTypeRow): Promise<string> {
    const [{ id }] = (await m.query(
      `INSERT INTO hotels.bed_types (code, name_en, name_ms, sleeps, width_cm) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [t.code, t.nameEn, t.nameMs, t.sleeps, t.widthCm],
    )) as { id: string }[];
    return id;
  }

  async deleteBedType(m: EntityManager, id: string): Promise<void> {
    await m.query(`DELETE FROM hotels.bed_types WHERE id = $1`, [id]);
  }

  searchCombinations(q: BedCombinationSearch): Promise<Page<BedCombination>> {
    const filters = new Filters().contains(['c.name_en', 'c.name_ms'], q.search).equals('c.active', q.active);
    return pagedList<BedCombination>(this.dataSource, q, {
      select: COMBINATION_COLUMNS,
      from: 'hotels.bed_combinations c',
      filters,
      sort: COMBINATION_SORT,
    });
  }

  async findCombination(m: EntityManager, id: string, lock = false): Promise<BedCombination | undefined> {
    const rows = (await m.query(
      `SELECT ${COMBINATION_COLUMNS} FROM hotels.bed_combinations c WHERE c.id = $1 ${lock ? 'FOR UPDATE OF c' : ''}`,
      [id],
    )) as BedCombination[];
    return rows[0];
  }

  /** The combinations among `ids`: id and whether active. */
  async combinationStates(m: EntityManager, ids: readonly string[]): Promise<Map<string, boolean>> {
    const rows = (await m.query(`SELECT id, active FROM hotels.bed_combinations WHERE id = ANY($1::uuid[])`, [ids])) as {
      id: string;
      active: boolean;
    }[];
    return new Map(rows.map((r) => [r.id, r.active]));
  }

  async insertCombination(m: EntityManager, c: BedCombinationRow): Promise<string> {
    const [{ id }] = (await m.query(
      `INSERT INTO hotels.bed_combinations (name_en, name_ms, active) VALUES ($1, $2, $3) RETURNING id`,
      [c.nameEn, c.nameMs, c.active],
    )) as { id: string }[];
    await this.insertBeds(m, id, c.beds);
    return id;
  }

  async updateCombination(m: EntityManager, id: string, c: BedCombinationRow): Promise<void> {
    await m.query(
      `UPDATE hotels.bed_combinations SET name_en = $2, name_ms = $3, active = $4, updated_at = now() WHERE id = $1`,
      [id, c.nameEn, c.nameMs, c.active],
    );
    await m.query(`DELETE FROM hotels.bed_combination_beds WHERE bed_combination_id = $1`, [id]);
    await this.insertBeds(m, id, c.beds);
  }

  private async insertBeds(m: EntityManager, id: string, beds: BedCombinationRow['beds']): Promise<void> {
    await m.query(
      `INSERT INTO hotels.bed_combination_beds (bed_combination_id, bed_type_id, quantity, position)
       SELECT $1, bed.bed_type_id, bed.quantity, bed.position
         FROM unnest($2::uuid[], $3::smallint[]) WITH ORDINALITY AS bed(bed_type_id, quantity, position)`,
      [id, beds.map((b) => b.bedTypeID), beds.map((b) => b.quantity)],
    );
  }
}
