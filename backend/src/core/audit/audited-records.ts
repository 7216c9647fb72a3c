import type { EntityManager } from 'typeorm';
import type { ErrorCode } from '@bo/shared';
import type { UnitOfWork } from '../database/unit-of-work';
import { AppError } from '../errors/app-error';
import { fieldError } from '../http/action-result';
import type { AuditService } from './audit.service';

type Params = Record<string, unknown>;

/** What the violation of one of a kind's constraints tells the caller. */
export interface ConstraintError {
  code: ErrorCode;
  /** The field the form should mark; absent, the error is about the whole request. */
  field?: string;
  /** The message's values, when they are not the write's own `params` as they are. */
  params?: (params: Params) => Params;
}

/**
 * One kind of reference record (a bank, a hotel, a room rate...) as its audited writes need it.
 * The repository keeps the SQL; this says how to read one record and what its errors mean.
 */
export interface RecordKind<T, Id extends string | number = string> {
  /** Audit target type and action prefix: `room-rate` gives `room-rate.created`. */
  name: string;
  /** The audit target type when it is not `name` (`system-fee.updated` of a `system-fee-setting`). */
  targetType?: string;
  /** The 404 of a record that does not exist (or was deleted): a catalogue code, or the error itself. */
  notFound: ErrorCode | ((id: Id) => AppError);
  /** The record as the API answers it, read in `m` (row-locked when `lock`). */
  read(m: EntityManager, id: Id, lock: boolean): Promise<T | undefined>;
  /**
   * Constraints of its tables (by name) whose violation is the caller's mistake: unique indexes
   * (a taken code) and foreign keys (a referenced row deleted meanwhile).
   */
  constraints?: Readonly<Record<string, ConstraintError>>;
  /** The key of the new record in the `.created` entry's details: `record` unless given. */
  createdAs?: string;
  /** Whether `.updated` entries list the fields that changed (`changed`) beside before and after: yes unless false. */
  listsChanged?: boolean;
  /**
   * Called in the transaction of each audited write of this kind (every write is audited): where a
   * cache of what it changes learns of it (`SharedCache.invalidateOnCommit`).
   */
  onChange?: (m: EntityManager) => void;
}

/** The constraint a unique (23505) or foreign key (23503) violation names, if that is what `error` is. */
function violatedConstraint(error: unknown): string | undefined {
  const e = error as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } };
  const code = e?.code ?? e?.driverError?.code;
  return code === '23505' || code === '23503' ? (e.constraint ?? e.driverError?.constraint) : undefined;
}

/** Top-level fields whose value differs (`updatedAt` aside): what an audit reader looks for first. */
export function changedFields(before: object, after: object): string[] {
  const b = before as Params;
  const a = after as Params;
  return Object.keys({ ...b, ...a }).filter((k) => k !== 'updatedAt' && JSON.stringify(b[k]) !== JSON.stringify(a[k]));
}

/**
 * The audited writes of reference data, written once for every kind: each change writes its row and
 * its audit entry (who, when, from which screen: `AuditService` takes those from the request) in
 * one transaction, so the entry commits with the change or not at all.
 *
 * Most writes are one call: `create`, `update` or `delete`, each in its own unit of work. A write
 * that must lock other rows first (a room type locks its hotel before itself) or audit another
 * action runs the steps in its own `UnitOfWork.run`: `get` (lock or 404), `write` (constraint
 * violations to their errors), then `created`, `changed` or `deleted`.
 */
export class AuditedRecords<T extends object, Id extends string | number = string> {
  constructor(
    protected readonly uow: UnitOfWork,
    protected readonly audit: AuditService,
    protected readonly kind: RecordKind<T, Id>,
  ) {}

  /**
   * Adds a record: `insert` writes it (after any checks of its own) and answers its id; the entry
   * is `<name>.created`. `params` fill the messages of constraint errors.
   */
  create(insert: (m: EntityManager) => Promise<Id>, params: Params = {}): Promise<T> {
    return this.uow.run(async (m) => this.created(m, await this.write(() => insert(m), params)));
  }

  /** Changes a record: locked (or 404), then `change` writes it knowing `before`; the entry is `<name>.updated`. */
  update(id: Id, change: (m: EntityManager, before: T) => Promise<void>, params: Params = {}): Promise<T> {
    return this.uow.run(async (m) => {
      const before = await this.get(m, id, true);
      await this.write(() => change(m, before), params);
      return this.changed(m, id, before);
    });
  }

  /**
   * Deletes a record: locked (or 404), then `remove` refuses or deletes it, answering what else the
   * `<name>.deleted` entry should say (what went with it).
   */
  delete(id: Id, remove: (m: EntityManager, before: T) => Promise<Params | void>): Promise<void> {
    return this.uow.run(async (m) => {
      const before = await this.get(m, id, true);
      const details = await remove(m, before);
      await this.deleted(m, id, before, details ?? {});
    });
  }

  /** The record, or its 404. `lock` takes the row lock a change needs before reading "before". */
  async get(m: EntityManager, id: Id, lock = false): Promise<T> {
    const record = await this.kind.read(m, id, lock);
    if (record) return record;
    const { notFound } = this.kind;
    throw typeof notFound === 'function' ? notFound(id) : new AppError(notFound);
  }

  /** Runs a write; a violation of a known constraint becomes its error (params fill the message). */
  async write<R>(write: () => Promise<R>, params: Params = {}): Promise<R> {
    try {
      return await write();
    } catch (error) {
      const known = this.kind.constraints?.[violatedConstraint(error) ?? ''];
      if (!known) throw error;
      const values = known.params ? known.params(params) : params;
      throw known.field ? fieldError(known.code, known.field, values) : new AppError(known.code, values);
    }
  }

  /** Audits a new record (`<name>.created`, or `action`) and answers it. */
  async created(m: EntityManager, id: Id, details: Params = {}, action = 'created'): Promise<T> {
    const record = await this.get(m, id);
    await this.record(m, action, id, { ...details, [this.kind.createdAs ?? 'record']: record });
    return record;
  }

  /** Audits a change with the record before and after (and the fields that changed), and answers it. */
  async changed(m: EntityManager, id: Id, before: T, action = 'updated'): Promise<T> {
    const after = await this.get(m, id);
    const changed = this.kind.listsChanged === false ? {} : { changed: changedFields(before, after) };
    await this.record(m, action, id, { ...changed, before, after });
    return after;
  }

  /** Audits a deletion with the record as it was. */
  async deleted(m: EntityManager, id: Id, before: T, details: Params = {}): Promise<void> {
    await this.record(m, 'deleted', id, { ...details, before });
  }

  private record(m: EntityManager, action: string, id: Id, details: Params): Promise<void> {
    const { name, targetType = name } = this.kind;
    this.kind.onChange?.(m);
    return this.audit.record({ action: `${name}.${action}`, targetType, targetId: String(id), details }, m);
  }
}
