import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { PageQuery } from '@bo/shared';
import { requestContext } from '../context/request-context';
import { Filters, pagedList } from '../read-side/paged-list';

export interface AuditRecord {
  /** Dotted, past-tense-ish verb: `auth.signed-in`, `auth.account-locked`, `role.updated`. */
  action: string;
  targetType?: string;
  targetId?: string;
  details?: Record<string, unknown>;
  /** Who, when nobody is signed in yet (a failed sign-in names the username tried). */
  actorUsername?: string;
  actorId?: string;
}

export interface AuditQuery extends PageQuery {
  action?: string;
  username?: string;
  /** `YYYY-MM-DD` (a whole business day) or an ISO instant. */
  from?: string;
  to?: string;
}

const isDay = (value: string | undefined) => value !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * The audit trail of security and administration events. Who, from where (address, agent, page)
 * and under which correlation id come from the request context. Inside a command's transaction,
 * pass its manager so the entry commits (or not) with the change it describes.
 */
@Injectable()
export class AuditService {
  constructor(private readonly dataSource: DataSource) {}

  async record(entry: AuditRecord, manager?: EntityManager): Promise<void> {
    const ctx = requestContext.get();
    await (manager ?? this.dataSource.manager).query(
      `INSERT INTO audit.entries (action, actor_id, actor_username, organization_id, target_type, target_id,
                                  ip, user_agent, correlation_id, page_path, details)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        entry.action,
        entry.actorId ?? ctx?.actor?.userId ?? null,
        entry.actorUsername ?? ctx?.actor?.username ?? null,
        ctx?.actor?.organizationId ?? null,
        entry.targetType ?? null,
        entry.targetId ?? null,
        ctx?.clientIp ?? null,
        ctx?.userAgent ?? null,
        ctx?.correlationId ?? null,
        ctx?.pagePath ?? null,
        JSON.stringify(entry.details ?? {}),
      ],
    );
  }

  /** Newest first. */
  async search(q: AuditQuery) {
    const filters = new Filters()
      .equals('action', q.action)
      .equalsIgnoringCase('actor_username', q.username)
      .businessDays('at', { from: isDay(q.from) ? q.from : undefined, to: isDay(q.to) ? q.to : undefined })
      .range('at', { from: isDay(q.from) ? undefined : q.from, to: isDay(q.to) ? undefined : q.to });
    return pagedList(this.dataSource, q, {
      select: `id::text, at, action, actor_id AS "actorId", actor_username AS "actorUsername",
               organization_id AS "organizationId", target_type AS "targetType", target_id AS "targetId",
               ip, user_agent AS "userAgent", correlation_id AS "correlationId", page_path AS "pagePath", details`,
      from: 'audit.entries',
      filters,
      sort: { keys: {}, default: 'at DESC', tiebreaker: 'id DESC' },
    });
  }
}
