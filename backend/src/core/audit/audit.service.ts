import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { requestContext } from '../context/request-context';

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

export interface AuditQuery {
  action?: string;
  username?: string;
  from?: Date;
  to?: Date;
  pageSize: number;
  curPageIndex: number;
}

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

  async search(q: AuditQuery) {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (sql: string, value: unknown) => {
      params.push(value);
      where.push(sql.replace('?', `$${params.length}`));
    };
    if (q.action) add('action = ?', q.action);
    if (q.username) add('lower(actor_username) = lower(?)', q.username);
    if (q.from) add('at >= ?', q.from);
    if (q.to) add('at < ?', q.to);
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ total }] = (await this.dataSource.query(`SELECT count(*)::int AS total FROM audit.entries ${filter}`, params)) as {
      total: number;
    }[];
    const items = await this.dataSource.query(
      `SELECT id::text, at, action, actor_id AS "actorId", actor_username AS "actorUsername",
              organization_id AS "organizationId", target_type AS "targetType", target_id AS "targetId",
              ip, user_agent AS "userAgent", correlation_id AS "correlationId", page_path AS "pagePath", details
         FROM audit.entries ${filter}
        ORDER BY at DESC, id DESC
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, q.pageSize, (q.curPageIndex - 1) * q.pageSize],
    );
    return { items, total, pageSize: q.pageSize, curPageIndex: q.curPageIndex };
  }
}
