import type { PageQuery } from '@bo/shared';
import { rowValues } from '../database/row-writes';
import { type Filters, mapPage, type Page, pagedList, type Queryable, type Sort } from '../read-side/paged-list';
import type { ResourceTable } from './resource-definition';

type Columns = Readonly<Record<string, unknown>>;

/**
 * The SQL of one resource's table, from its definition: the generic repository. Reads take any
 * `Queryable` (the data source, or the caller's transaction); writes take the caller's
 * transaction. Table, alias and columns come from the code, never from a request.
 */
export class ResourceRows<T, Id extends string | number = string> {
  constructor(private readonly table: ResourceTable<T>) {}

  private get from(): string {
    return this.table.from ?? `${this.table.table} ${this.table.alias}`;
  }

  private record(rows: unknown[]): T[] {
    const convert = this.table.toRecord as ((row: unknown) => T) | undefined;
    return convert ? rows.map(convert) : (rows as T[]);
  }

  /** One record as the API answers it (live ones only), row-locked when `lock`. */
  async find(db: Queryable, id: Id, lock = false): Promise<T | undefined> {
    const { alias, columns, live } = this.table;
    const rows = (await db.query(
      `SELECT ${columns} FROM ${this.from} WHERE ${alias}.id = $1${live ? ` AND ${live}` : ''}${lock ? ` FOR UPDATE OF ${alias}` : ''}`,
      [id],
    )) as unknown[];
    return this.record(rows)[0];
  }

  /** The records `filters` keep (live ones only), in `orderBy`. */
  async list(db: Queryable, filters: Filters, orderBy: string): Promise<T[]> {
    if (this.table.live) filters.where(this.table.live);
    const rows = (await db.query(
      `SELECT ${this.table.columns} FROM ${this.from} ${filters.sql} ORDER BY ${orderBy}`,
      filters.params,
    )) as unknown[];
    return this.record(rows);
  }

  /** One page of the records `filters` keep (live ones only), sorted by the whitelist `sort`. */
  async page(db: Queryable, q: PageQuery, filters: Filters, sort: Sort): Promise<Page<T>> {
    if (this.table.live) filters.where(this.table.live);
    const page = await pagedList<unknown>(db, q, { select: this.table.columns, from: this.from, filters, sort });
    const convert = this.table.toRecord as ((row: unknown) => T) | undefined;
    return convert ? mapPage(page, convert) : (page as Page<T>);
  }

  /** Inserts a row of `columns`; answers its id. */
  async insert(db: Queryable, columns: Columns): Promise<Id> {
    const r = rowValues(columns);
    const [{ id }] = (await db.query(
      `INSERT INTO ${this.table.table} (${r.columns}) VALUES (${r.placeholders}) RETURNING id`,
      r.params,
    )) as { id: Id }[];
    return id;
  }

  /** Sets `columns` (and `updated_at`) of the row; the caller holds its lock. */
  async update(db: Queryable, id: Id, columns: Columns): Promise<void> {
    const r = rowValues(columns, 2);
    await db.query(`UPDATE ${this.table.table} SET (${r.columns}, updated_at) = (${r.placeholders}, now()) WHERE id = $1`, [
      id,
      ...r.params,
    ]);
  }

  async delete(db: Queryable, id: Id): Promise<void> {
    await db.query(`DELETE FROM ${this.table.table} WHERE id = $1`, [id]);
  }
}
