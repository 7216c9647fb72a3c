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
