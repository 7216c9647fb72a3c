import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { PageQuery } from '@bo/shared';
import { AuditService } from '../audit/audit.service';
import { AuditedRecords, type RecordKind } from '../audit/audited-records';
import { UnitOfWork } from '../database/unit-of-work';
import { Filters, type Page, type Queryable } from '../read-side/paged-list';
import type { ResourceDefinition } from './resource-definition';
import { ResourceRows } from './resource-rows';

/** What every audited resource needs from the platform, injected once (core provides it). */
@Injectable()
export class CrudKit {
  constructor(
    readonly dataSource: DataSource,
    readonly uow: UnitOfWork,
    readonly audit: AuditService,
  ) {}

  /** The audited writes of a kind whose service keeps its own SQL and lock order (a hotel, a room rate...). */
  records<T extends object, Id extends string | number = string>(kind: RecordKind<T, Id>): AuditedRecords<T, Id> {
    return new AuditedRecords(this.uow, this.audit, kind);
  }
}

/**
 * The generic audited service of a CRUD resource, driven by its `ResourceDefinition`: reads (the
 * whole list, a page, one record or its 404) and writes (create, update, delete), each write with
 * its audit entry in its transaction (`AuditedRecords`: `<name>.created|updated|deleted`, the
 * constraint violations as their error codes). A resource's service extends it, giving its
 * definition (with hooks closing over what it injects) and adding its own use cases (the ports
 * other contexts call); the lower steps (`get`, `write`, `created`, `changed`, `deleted`) stay at
 * hand for a write that must lock in its own order.
 */
export class AuditedResource<
  T extends object,
  Id extends string | number = string,
  C = never,
  U = never,
  L = never,
  P extends PageQuery = never,
> extends AuditedRecords<T, Id> {
  /** The SQL of the resource's table (the generic repository). */
  readonly rows: ResourceRows<T, Id>;
  protected readonly dataSource: DataSource;

  constructor(
    kit: CrudKit,
    protected readonly definition: ResourceDefinition<T, Id, C, U, L, P>,
  ) {
    const rows = new ResourceRows<T, Id>(definition);
    super(kit.uow, kit.audit, { ...definition, read: (m, id, lock) => rows.find(m, id, lock) });
    this.rows = rows;
    this.dataSource = kit.dataSource;
  }

  /** The whole list (`definition.list`), read in `db` (a caller's transaction) when given. */
  list(q: L, db: Queryable = this.dataSource): Promise<T[]> {
    const list = this.require('list');
    return this.rows.list(db, list.where ? list.where(q, new Filters()) : new Filters(), list.orderBy);
  }

  /** One page (`definition.page`): filters, the sort whitelist, the spec's paging. */
  page(q: P): Promise<Page<T>> {
    const page = this.require('page');
    return this.rows.page(this.dataSource, q, page.where ? page.where(q, new Filters()) : new Filters(), page.sort);
  }

  /** One record, or its 404. */
  one(id: Id): Promise<T> {
    return this.get(this.dataSource.manager, id);
  }

  /** Creates a record from a create body: `beforeInsert`, the row (`definition.insert`), `afterInsert`, `<name>.created`. */
  add(input: C): Promise<T> {
    const { hooks = {}, params } = this.definition;
    const insert = this.require('insert');
    return this.create(async (m) => {
      await hooks.beforeInsert?.(m, input);
      const id = await this.rows.insert(m, insert(input));
      await hooks.afterInsert?.(m, id, input);
      return id;
    }, params?.(input));
  }

  /** Changes the record an update body names (`idField`): locked or 404, `beforeUpdate`, the row, `afterUpdate`, `<name>.updated`. */
  edit(input: U): Promise<T> {
    const { hooks = {}, params } = this.definition;
    const update = this.require('update');
    const id = (input as Record<string, unknown>)[this.require('idField')] as Id;
    return this.update(
      id,
      async (m, before) => {
        await hooks.beforeUpdate?.(m, input, before);
        await this.rows.update(m, id, update(input, before));
        await hooks.afterUpdate?.(m, id, input, before);
      },
      params?.(input),
    );
  }

  /** Deletes a record: locked or 404, `beforeDelete` (which may refuse), the row, `<name>.deleted`. */
  remove(id: Id): Promise<void> {
    const { hooks = {} } = this.definition;
    return this.delete(id, async (m, before) => {
      const details = await hooks.beforeDelete?.(m, before);
      await this.rows.delete(m, id);
      return details;
    });
  }

  private require<K extends keyof ResourceDefinition<T, Id, C, U, L, P>>(
    key: K,
  ): NonNullable<ResourceDefinition<T, Id, C, U, L, P>[K]> {
    const value = this.definition[key];
    if (value === undefined) throw new Error(`Resource ${this.definition.name} defines no ${String(key)}`);
    return value as NonNullable<ResourceDefinition<T, Id, C, U, L, P>[K]>;
  }
}

/**
 * The definition type of a resource service (`ResourceDefinition` with the service's type
 * arguments), so a definition written before its class names them once, on the class.
 */
export type DefinitionOf<R> =
  R extends AuditedResource<infer T, infer Id, infer C, infer U, infer L, infer P>
    ? ResourceDefinition<T, Id, C, U, L, P>
    : never;
