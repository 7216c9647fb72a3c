import type { EntityManager } from 'typeorm';
import type { PageQuery } from '@bo/shared';
import type { RecordKind } from '../audit/audited-records';
import type { Filters, Sort } from '../read-side/paged-list';

type Params = Record<string, unknown>;

/**
 * Where a resource's rows live and how one reads as the API answers it. The SQL of every CRUD
 * resource (find one, the whole list, a page, insert, update, delete) is written once, in
 * `ResourceRows`, from this.
 */
export interface ResourceTable<T> {
  /** The table, schema-qualified: `hotels.facilities`. Its key column is `id`. */
  table: string;
  /** The table's alias in `columns`, `from`, filters and sorts: `f`. */
  alias: string;
  /** The select list of one record, aliased to the contract's field names. */
  columns: string;
  /** Table and joins when a record reads more than its own table (default: `<table> <alias>`). */
  from?: string;
  /** The condition of a live row when deletion is soft (`h.deleted_at IS NULL`): others are not found. */
  live?: string;
  /** A row as read to the contract's value (bigint text to number...); rows are the answer as they are otherwise. */
  toRecord?: (row: never) => T;
}

/** The whole list of a resource (a picker's options): its filters and its order. */
export interface WholeList<L> {
  /** The conditions of the query `q` (absent values are left out by `Filters`). */
  where?: (q: L, filters: Filters) => Filters;
  /** ORDER BY of the list, tiebreaker included: `f.scope, f.sort_order, f.id`. */
  orderBy: string;
}

/** A paged list of a resource (docs/api-conventions.md: paging and sorting): its filters and sort whitelist. */
export interface PagedList<P extends PageQuery> {
  where?: (q: P, filters: Filters) => Filters;
  sort: Sort;
}

/**
 * What a write of a resource does beyond writing its own row: checks of other rows before it,
 * rows of its own beside it (a combination's beds), a refusal of a deletion (in use). Each runs in
 * the write's transaction; a hook throwing an `AppError` refuses the write and nothing is audited.
 */
export interface ResourceHooks<T, Id, C, U> {
  beforeInsert?: (m: EntityManager, input: C) => Promise<void>;
  afterInsert?: (m: EntityManager, id: Id, input: C) => Promise<void>;
  beforeUpdate?: (m: EntityManager, input: U, before: T) => Promise<void>;
  afterUpdate?: (m: EntityManager, id: Id, input: U, before: T) => Promise<void>;
  /** Refuses the deletion of `before` (locked) by throwing; what it answers goes into the `.deleted` entry. */
  beforeDelete?: (m: EntityManager, before: T) => Promise<Params | void>;
}

/**
 * One CRUD resource of reference data (a facility, a bed type, a service fee, a bank...): its
 * table, its audit kind (`name`, `notFound`, `constraints`: the constraint names mapped to their
 * error codes, `createdAs`, `listsChanged`, `onChange`), its lists and how its create and update
 * bodies (the shared zod contracts' outputs) become columns. `AuditedResource` serves it and
 * `resourceController` exposes it; special behaviour is a hook, not a copy of the service.
 *
 * `C`/`U` are the create and update bodies, `L` the whole list's query, `P` the paged list's.
 */
export interface ResourceDefinition<
  T extends object,
  Id extends string | number = string,
  C = never,
  U = never,
  L = never,
  P extends PageQuery = never,
>
  extends ResourceTable<T>, Omit<RecordKind<T, Id>, 'read'> {
  /** The field of an update body naming the record: `facilityID`. */
  idField?: string;
  list?: WholeList<L>;
  page?: PagedList<P>;
  /** The columns a create writes: `{ code: input.code, name_en: input.nameEn }`. */
  insert?: (input: C) => Params;
  /** The columns an update writes, knowing the record before (absent fields keep theirs); `updated_at` is set too. */
  update?: (input: U, before: T) => Params;
  /** The values of the messages of constraint errors (`{ code }` for "code X is taken"). */
  params?: (input: C | U) => Params;
  hooks?: ResourceHooks<T, Id, C, U>;
}
