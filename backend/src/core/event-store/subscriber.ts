import type { EntityManager } from 'typeorm';
import { type Checkpoint, checkpointOf, isBefore, type StoredEvent } from './event-store.types';

/**
 * Projections keep read models; reactions cause side effects (jobs, socket pushes).
 * Both receive every committed event at least once, in (tx_id, position) order. A projection's
 * writes and its checkpoint commit in one transaction, so its effect is applied exactly once;
 * a reaction must be idempotent (e.g. a job id equal to the event id).
 */
export interface SubscriberContext {
  /** The transaction that also stores the checkpoint. */
  manager: EntityManager;
  /** Physical name of each table the projection owns (differs while rebuilding). */
  table(name: string): string;
}

export interface EventSubscriber {
  readonly name: string;
  readonly kind: 'projection' | 'reaction';
  /** Event types it cares about; others only advance the checkpoint. Empty = all. */
  readonly eventTypes?: readonly string[];
  /** Tables owned by a projection (`schema.table`): rebuilt from zero and swapped in. */
  readonly tables?: readonly string[];
  readonly batchSize?: number;
  /**
   * A projection its writer applies inline, in the events' own transaction (a read that must be
   * current: bookings.bookings). The runner then hands it no event (it only moves its checkpoint
   * past them), reads do not wait for it, and a rebuild replays the log into it as into any other.
   */
  readonly inline?: boolean;
  handle(event: StoredEvent, ctx: SubscriberContext): Promise<void>;
  /**
   * Optional: handles several events at once (fewer statements under load). Must leave the same
   * result as `handle` called for each event in turn; it gets only the events it wants, in order.
   */
  handleBatch?(events: StoredEvent[], ctx: SubscriberContext): Promise<void>;
}

/** Each subscriber's `eventTypes` as a set, made once (asked for every batch). */
const typeSets = new WeakMap<EventSubscriber, ReadonlySet<string>>();

/** The events the subscriber wants (`eventTypes` empty or absent: all of them), in order. */
export function wantedOf(subscriber: EventSubscriber, events: StoredEvent[]): StoredEvent[] {
  if (!subscriber.eventTypes?.length) return events;
  let wanted = typeSets.get(subscriber);
  if (!wanted) typeSets.set(subscriber, (wanted = new Set(subscriber.eventTypes)));
  return events.filter((e) => wanted.has(e.type));
}

/** Hands the wanted events to the subscriber: all at once when it can take a batch, else one by one. */
export async function deliver(subscriber: EventSubscriber, wanted: StoredEvent[], ctx: SubscriberContext): Promise<void> {
  if (wanted.length === 0) return;
  if (subscriber.handleBatch) return subscriber.handleBatch(wanted, ctx);
  for (const event of wanted) await subscriber.handle(event, ctx);
}

export interface SubscriberStatus {
  name: string;
  kind: string;
  status: 'active' | 'paused' | 'rebuilding';
  running: boolean;
  lastPosition: string;
  lag: number;
  processed: number;
  error: string | null;
  failedEventId: string | null;
}

/**
 * Waits until each of `subscribers` that applies any of `events` has passed the last of them it
 * applies (its stored checkpoint), or until `timeoutMs`: for a reaction that must not act before
 * the read side shows its events (a push that makes screens refetch). Polls the checkpoints
 * (cheap, indexed by name). One that applies none is not waited for (it may store its checkpoint
 * past such events only later), nor is a paused or rebuilding one.
 */
export async function waitUntilApplied(
  manager: EntityManager,
  subscribers: readonly EventSubscriber[],
  events: StoredEvent[],
  timeoutMs: number,
): Promise<void> {
  const targets = new Map<string, Checkpoint>();
  // An inline projection has every committed event already (written in the events' transaction).
  for (const subscriber of subscribers.filter((s) => !s.inline)) {
    const wanted = wantedOf(subscriber, events);
    if (wanted.length > 0) targets.set(subscriber.name, checkpointOf(wanted[wanted.length - 1]));
  }
  const deadline = Date.now() + timeoutMs;
  while (targets.size > 0 && Date.now() < deadline) {
    const rows = (await manager.query(
      `SELECT name, status, last_tx_id::text AS "txId", last_position::text AS "position"
         FROM event_store.subscriptions WHERE name = ANY($1)`,
      [[...targets.keys()]],
    )) as { name: string; status: string; txId: string; position: string }[];
    for (const row of rows) {
      if (row.status !== 'active' || !isBefore(row, targets.get(row.name)!)) targets.delete(row.name);
    }
    if (targets.size > 0) await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
