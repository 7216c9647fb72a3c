import { Injectable, SetMetadata } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SearchHit, SearchKind } from '@bo/shared';
import type { Actor } from '../context/request-context';
import type { Filters, Queryable } from '../read-side/paged-list';

export const SEARCH_SOURCE_KEY = 'bo:search-source';

/**
 * One kind of record the search (`GET /bo/Search`) finds, offered by the context that owns it:
 * a provider implementing this interface and marked `@SearchSource()` in its context's module.
 * The search asks a source only when the caller holds its `permission`; the source itself applies
 * the caller's tenancy (staff: every organization; an agency user: its own).
 */
export interface SearchSource {
  readonly kind: SearchKind;
  /** The view permission of the records (`organizations.view`, `users.view`, `credit.view`). */
  readonly permission: string;
  /** At most `limit` records whose searchable text contains `text` (case-insensitive, literal). */
  search(actor: Actor, text: string, limit: number): Promise<SearchHit[]>;
}

/** Marks a provider as a SearchSource for the search service to find. */
export const SearchSource = () => SetMetadata(SEARCH_SOURCE_KEY, true);

/** A source's query, written at its call site as `pagedList` takes one: the filters hold the text and the tenancy. */
export interface SearchQuery {
  select: string;
  from: string;
  filters: Filters;
  /** Ending in a unique column, so the same text finds the same records. */
  orderBy: string;
}

/** A record found, as its source describes it: `detail` lists the parts of the second line, absent ones skipped. */
export interface FoundRecord {
  id: string;
  title: string;
  detail: readonly (string | null | undefined)[];
  path: string;
}

/**
 * What most sources do: run `query` for its first `limit` rows and make each row a hit of `kind`
 * (`detail` parts joined with ' · ').
 */
export async function searchHits<Row>(
  db: Queryable,
  kind: SearchKind,
  limit: number,
  query: SearchQuery,
  describe: (row: Row) => FoundRecord,
): Promise<SearchHit[]> {
  const { select, from, filters, orderBy } = query;
  const rows = (await db.query(
    `SELECT ${select} FROM ${from} ${filters.sql} ORDER BY ${orderBy} LIMIT ${Number(limit)}`,
    filters.params,
  )) as Row[];
  return rows.map((row) => {
    const found = describe(row);
    return { kind, ...found, detail: found.detail.filter(Boolean).join(' · ') };
  });
}

/**
 * A source that is one SQL query (most are): it says what it reads for the caller's text (`query`,
 * its tenancy among the filters) and how a row reads as a hit (`describe`); the search runs it.
 * Declared with `@SqlSearch({ kind, permission })`.
 */
@Injectable()
export abstract class SqlSearchSource<Row> implements SearchSource {
  declare readonly kind: SearchKind;
  declare readonly permission: string;

  constructor(private readonly dataSource: DataSource) {}

  protected abstract query(actor: Actor, text: string): SearchQuery;
  protected abstract describe(row: Row): FoundRecord;

  search(actor: Actor, text: string, limit: number): Promise<SearchHit[]> {
    return searchHits<Row>(this.dataSource, this.kind, limit, this.query(actor, text), (row) => this.describe(row));
  }
}

/** The class becomes an injectable search source of `kind`, asked only for callers holding `permission`. */
export const SqlSearch =
  (declaration: Pick<SearchSource, 'kind' | 'permission'>) =>
  <T extends abstract new (...args: never[]) => SqlSearchSource<unknown>>(target: T): void => {
    Injectable()(target);
    SearchSource()(target);
    for (const [key, value] of Object.entries(declaration)) Object.defineProperty(target.prototype, key, { value });
  };
