import { BUSINESS_TIME_ZONE, PAGE_SIZES, type PageQuery } from '@bo/shared';
import { fieldError } from '../http/action-result';

/**
 * The read-side toolkit: every paged list of the API (spec paging: pageSize 10/25/50, curPageIndex
 * from 1, sortKey, sortOrder) is one call of `pagedList`, so filtering, LIKE escaping, the sort
 * whitelist, the tiebreaker and the paging maths are written once. The SQL stays at the call site:
 *
 *   const filters = new Filters().equals('u.role_code', q.filterRole).contains('u.full_name', q.fullName);
 *   return pagedList<UserRow>(manager, q, {
 *     select: `u.id AS "userId", u.full_name AS "fullName", r.name AS "roleName"`,
 *     from: `identity.users u LEFT JOIN identity.roles r ON r.code = u.role_code`,
 *     filters,
 *     sort: { keys: { fullName: 'lower(u.full_name)' }, default: 'u.created_at DESC', tiebreaker: 'u.id' },
 *   });
 *
 * runs `SELECT count(*)::int AS total FROM <from> <where>` and
 * `SELECT <select> FROM <from> <where> ORDER BY <sort> LIMIT <pageSize> OFFSET <offset>`.
 */

/** One page of a list: the shape of every paged answer (`pageOf` in shared). */
export interface Page<T> {
  items: T[];
  total: number;
  pageSize: number;
  curPageIndex: number;
}

/** Anything that runs SQL: a DataSource, an EntityManager (inside a transaction), a QueryRunner. */
export interface Queryable {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

/** `%`, `_` and `\` typed by a user are literal characters in LIKE/ILIKE, not wildcards. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The ILIKE pattern "contains `value`", wildcards in `value` taken literally. */
export function containsPattern(value: string): string {
  return `%${escapeLike(value)}%`;
}

const absent = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The WHERE clause of a list: conditions joined by AND, values as numbered parameters. Filters
 * whose value is absent (undefined, null or '') are left out, so a call site lists every filter
 * of its contract without an `if` each.
 */
export class Filters {
  readonly params: unknown[] = [];
  private readonly conditions: string[] = [];

  /**
   * Any condition; each `?` takes the next value as a parameter (so no `?` operator of jsonb here).
   * A condition with OR is parenthesised, so it cannot capture its neighbours.
   */
  where(condition: string, ...values: unknown[]): this {
    let i = 0;
    const sql = condition.replace(/\?/g, () => this.param(values[i++]));
    this.conditions.push(/\bOR\b/i.test(sql) ? `(${sql})` : sql);
    return this;
  }

  /** `expression = value`. */
  equals(expression: string, value: unknown): this {
    return absent(value) ? this : this.where(`${expression} = ?`, value);
  }

  /** `lower(expression) = lower(value)`. */
  equalsIgnoringCase(expression: string, value: string | undefined | null): this {
    return absent(value) ? this : this.where(`lower(${expression}) = lower(?)`, value);
  }

  /** Case-insensitive "contains" in any of the expressions (`ILIKE '%value%'`, wildcards escaped). */
  contains(expressions: string | readonly string[], value: string | undefined | null): this {
    if (absent(value)) return this;
    const p = this.param(containsPattern(value!));
    const list = typeof expressions === 'string' ? [expressions] : expressions;
    const any = list.map((e) => `${e} ILIKE ${p}`).join(' OR ');
    this.conditions.push(list.length > 1 ? `(${any})` : any);
    return this;
  }

  /** `from <= expression < to`, either end optional (half-open, so consecutive ranges never overlap). */
  range(expression: string, { from, to }: { from?: unknown; to?: unknown }): this {
    if (!absent(from)) this.where(`${expression} >= ?`, from);
    if (!absent(to)) this.where(`${expression} < ?`, to);
    return this;
  }

  /**
   * Date-only bounds, both inclusive, on a `date` column: `from <= expression <= to`. A person who
   * asks for check-ins from the 5th to the 5th means the 5th.
   */
  days(expression: string, { from, to }: { from?: string | null; to?: string | null }): this {
    if (!absent(from)) this.where(`${expression} >= ?::date`, from);
    if (!absent(to)) this.where(`${expression} <= ?::date`, to);
    return this;
  }

  /**
   * Date-only bounds, both inclusive, on a `timestamptz` column, read as calendar days of the
   * business time zone: from the start of `from` to the end of `to` in Asia/Kuala_Lumpur (so a
   * booking made at 07:30 local, 23:30 UTC the day before, is one of today's). Kept sargable: the
   * column is compared with two instants, never converted.
   */
  businessDays(expression: string, { from, to }: { from?: string | null; to?: string | null }): this {
    const dayStart = (days: string) => `(${days})::timestamp AT TIME ZONE '${BUSINESS_TIME_ZONE}'`;
    if (!absent(from)) this.where(`${expression} >= ${dayStart('?::date')}`, from);
    if (!absent(to)) this.where(`${expression} < ${dayStart('?::date + 1')}`, to);
    return this;
  }

  /** The placeholder (`$n`) of one more parameter, for SQL written by hand around the filters. */
  param(value: unknown): string {
    return `$${this.params.push(value)}`;
  }

  /** `WHERE a AND b`, or '' without conditions. */
  get sql(): string {
    return this.conditions.length ? `WHERE ${this.conditions.join(' AND ')}` : '';
  }
}

/**
 * How a list sorts. Only `keys` (the contract's sort keys mapped to SQL expressions) ever reach
 * ORDER BY; an unknown sortKey is 400 INVALID_OPTION on `sortKey`. The chosen key sorts in
 * sortOrder (asc unless 'desc'), NULLS LAST; without a sortKey the list keeps `default` (a
 * sortOrder alone changes nothing). `tiebreaker` comes last so that equal values never move
 * between pages: it must be unique within the filtered rows (a primary key).
 */
export interface Sort<K extends string = string> {
  keys: Readonly<Record<K, string>>;
  /** ORDER BY without a sortKey, directions included: `u.created_at DESC`. */
  default: string;
  /** Unique expression(s), directions included if not ascending: `u.id`, `h.stream_version DESC`. */
  tiebreaker: string;
}

export function orderBy(q: Pick<PageQuery, 'sortKey' | 'sortOrder'>, sort: Sort): string {
  if (!q.sortKey) return `ORDER BY ${sort.default}, ${sort.tiebreaker}`;
  if (!Object.hasOwn(sort.keys, q.sortKey)) throw fieldError('INVALID_OPTION', 'sortKey');
  const direction = q.sortOrder?.toLowerCase() === 'desc' ? 'DESC' : 'ASC';
  return `ORDER BY ${(sort.keys as Record<string, string>)[q.sortKey]} ${direction} NULLS LAST, ${sort.tiebreaker}`;
}

/** LIMIT and OFFSET of the page asked for; anything but the spec's sizes and a page from 1 is refused. */
export function pageWindow(q: Pick<PageQuery, 'pageSize' | 'curPageIndex'>): { limit: number; offset: number } {
  if (!(PAGE_SIZES as readonly number[]).includes(q.pageSize)) throw fieldError('INVALID_OPTION', 'pageSize');
  if (!Number.isSafeInteger(q.curPageIndex) || q.curPageIndex < 1) throw fieldError('INVALID_OPTION', 'curPageIndex');
  return { limit: q.pageSize, offset: (q.curPageIndex - 1) * q.pageSize };
}

export interface ListQuery {
  /** The columns of a row, aliased to the contract's field names. */
  select: string;
  /** Table(s) and joins, without the word FROM. */
  from: string;
  filters?: Filters;
  sort: Sort;
}

/** The two statements of a page, as they are sent (for `pagedList` and for reading in tests). */
export function pagedListSql(q: PageQuery, list: ListQuery): { countSql: string; pageSql: string; params: unknown[] } {
  const filters = list.filters ?? new Filters();
  const { limit, offset } = pageWindow(q);
  return {
    countSql: `SELECT count(*)::int AS total FROM ${list.from} ${filters.sql}`,
    pageSql: `SELECT ${list.select} FROM ${list.from} ${filters.sql} ${orderBy(q, list.sort)} LIMIT ${limit} OFFSET ${offset}`,
    params: filters.params,
  };
}

/** One page of rows and the total of the filtered list. */
export async function pagedList<T>(db: Queryable, q: PageQuery, list: ListQuery): Promise<Page<T>> {
  const { countSql, pageSql, params } = pagedListSql(q, list);
  const [{ total }] = (await db.query(countSql, params)) as { total: number }[];
  const beyondTheEnd = (q.curPageIndex - 1) * q.pageSize >= total;
  const items = beyondTheEnd ? [] : ((await db.query(pageSql, params)) as T[]);
  return { items, total, pageSize: q.pageSize, curPageIndex: q.curPageIndex };
}

/** The same page with each row converted (bigint text to number, ...). */
export function mapPage<T, U>(page: Page<T>, convert: (row: T) => U): Page<U> {
  return { ...page, items: page.items.map(convert) };
}
