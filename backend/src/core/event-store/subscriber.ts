import type { EntityManager } from 'typeorm';
import type { StoredEvent } from './event-store.types';

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
