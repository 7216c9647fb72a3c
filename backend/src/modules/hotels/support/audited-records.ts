import type { EntityManager } from 'typeorm';
import type { ErrorCode } from '@bo/shared';
import type { AuditService } from '../../../core/audit/audit.service';
import { AppError } from '../../../core/errors/app-error';
import { fieldError } from '../../../core/http/action-result';

/** One kind of record of the hotel inventory, as its audited writes need it. */
export interface RecordKind<T> {
  /** Audit target type and action prefix: `room-rate` gives `room-rate.created`. */
  name: string;
  /** The 404 of a record that does not exist (or was deleted). */
  notFound: ErrorCode;
  /** The record as the API answers it, read in `m` (row-locked when `lock`). */
  read(m: EntityManager, id: string, lock: boolean): Promise<T | undefined>;
  /**
   * Constraints of its tables whose violation is the caller's mistake, and the field error each
   * means: unique indexes (a taken code) and foreign keys (a referenced row deleted meanwhile).
   */
  constraints?: Readonly<Record<string, { code: ErrorCode; field: string }>>;
}

/** The constraint a unique (23505) or foreign key (23503) violation names, if that is what `error` is. */
function violatedConstraint(error: unknown): string | undefined {
  const e = error as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } };
  const code = e?.code ?? e?.driverError?.code;
  return code === '23505' || code === '23503' ? (e.constraint ?? e.driverError?.constraint) : undefined;
}

/** Top-level fields whose value differs (`updatedAt` aside): what an audit reader looks for first. */
export function changedFields(before: object, after: object): string[] {
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  return Object.keys({ ...b, ...a }).filter((k) => k !== 'updatedAt' && JSON.stringify(b[k]) !== JSON.stringify(a[k]));
}

/**
 * The audited-write steps every reference record of the context shares, written once: read (and
 * lock) or 404, map unique violations to field errors, and write the audit entry (who, when, from
 * which screen: `AuditService` takes those from the request) in the caller's transaction, so the
 * entry commits with the change or not at all.
 */
export class AuditedRecords<T extends object> {
  constructor(
    private readonly audit: AuditService,
    private readonly kind: RecordKind<T>,
  ) {}

  /** The record, or its 404. `lock` takes the row lock a change needs before reading "before". */
  async get(m: EntityManager, id: string, lock = false): Promise<T> {
    const record = await this.kind.read(m, id, lock);
    if (!record) throw new AppError(this.kind.notFound);
    return record;
  }

  /** Runs a write; a violation of a known constraint becomes its field error (params fill the message). */
  async write<R>(write: () => Promise<R>, params: Record<string, unknown> = {}): Promise<R> {
    try {
      return await write();
    } catch (error) {
      const known = this.kind.constraints?.[violatedConstraint(error) ?? ''];
      if (known) throw fieldError(known.code, known.field, params);
      throw error;
    }
  }

  /** Audits a new record (`<name>.created`, or `action`) and answers it. */
  async created(m: EntityManager, id: string, details: Record<string, unknown> = {}, action = 'created'): Promise<T> {
    const record = await this.get(m, id);
    await this.record(m, action, id, { ...details, record });
    return record;
  }

  /** Audits a change with the record before and after and the fields that changed, and answers it. */
  async changed(m: EntityManager, id: string, before: T, action = 'updated'): Promise<T> {
    const after = await this.get(m, id);
    await this.record(m, action, id, { changed: changedFields(before, after), before, after });
    return after;
  }

  /** Audits a deletion with the record as it was. */
  async deleted(m: EntityManager, id: string, before: T, details: Record<string, unknown> = {}): Promise<void> {
    await this.record(m, 'deleted', id, { ...details, before });
  }

  private record(m: EntityManager, action: string, id: string, details: Record<string, unknown>): Promise<void> {
    return this.audit.record({ action: `${this.kind.name}.${action}`, targetType: this.kind.name, targetId: id, details }, m);
  }
}
