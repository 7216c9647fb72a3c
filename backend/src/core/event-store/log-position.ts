import type { EntityManager } from 'typeorm';
import type { RequestContext } from '../context/request-context';
import { type Checkpoint, checkpointOf, isBefore, START, type StoredEvent } from './event-store.types';

/**
 * Records that `events` (appended for the request of `ctx`) committed: the request's `written`
 * moves to the latest of them, in log order. Called after the commit, never before (a rolled-back
 * write has no position).
 */
export function noteCommitted(ctx: RequestContext | undefined, events: readonly StoredEvent[]): void {
  for (const event of events) noteWritten(ctx, checkpointOf(event));
}

/** The request's `written` moves to `point` if that is later (what a replayed answer uses: the log's head). */
export function noteWritten(ctx: RequestContext | undefined, point: Checkpoint): void {
  if (!ctx || (ctx.written && !isBefore(ctx.written, point))) return;
  ctx.written = point;
  ctx.onWritten?.(point);
}

/**
 * The latest committed event's place in the log (START when empty). Every committed write is at
 * or before it, so reading after it reads after them.
 */
export async function logHead(manager: EntityManager): Promise<Checkpoint> {
  const [row] = (await manager.query(
    `SELECT tx_id::text AS "txId", global_position::text AS position FROM event_store.events
      ORDER BY tx_id DESC, global_position DESC LIMIT 1`,
  )) as Checkpoint[];
  return row ?? START;
}
