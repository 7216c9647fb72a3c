import type { EntityManager } from 'typeorm';

/** An event to append. `type` is past tense (TopUpApproved); `schemaVersion` versions its data shape. */
export interface NewEvent<T = unknown> {
  type: string;
  data: T;
  schemaVersion?: number;
  /** Optional caller-chosen id (deterministic ids make re-sent commands harmless). */
  eventId?: string;
}

export interface EventMetadata {
  actorId?: string;
  organizationId?: string | null;
  correlationId?: string;
  causationId?: string;
  commandId?: string;
  pagePath?: string;
  [key: string]: unknown;
}

export interface StoredEvent<T = unknown> {
  globalPosition: string;
  txId: string;
  eventId: string;
  streamId: string;
  streamType: string;
  streamVersion: number;
  type: string;
  schemaVersion: number;
  data: T;
  metadata: EventMetadata;
  recordedAt: Date;
}

/** Where a reader stands in the log: the (transaction id, position) PAIR, never the position alone. */
export interface Checkpoint {
  txId: string;
  position: string;
}
export const START: Checkpoint = { txId: '0', position: '0' };
/** The checkpoint just past `event`. */
export const checkpointOf = (event: StoredEvent): Checkpoint => ({ txId: event.txId, position: event.globalPosition });
/** Whether `a` comes before `b` in the log's (transaction id, position) order. */
export function isBefore(a: Checkpoint, b: Checkpoint): boolean {
  const [aTx, bTx] = [BigInt(a.txId), BigInt(b.txId)];
  return aTx < bTx || (aTx === bTx && BigInt(a.position) < BigInt(b.position));
}

/** `number` = the stream must be exactly at this version (0 = must not exist); 'any' = no check. */
export type ExpectedVersion = number | 'any';

export interface AppendOptions {
  expectedVersion: ExpectedVersion;
  /** The caller's transaction: events commit together with its other writes, or not at all. */
  manager?: EntityManager;
  metadata?: EventMetadata;
}

export interface AppendResult {
  nextExpectedVersion: number;
  events: StoredEvent[];
}

export class ConcurrencyError extends Error {
  constructor(
    readonly streamId: string,
    readonly expectedVersion: ExpectedVersion,
  ) {
    super(`Stream ${streamId} is not at expected version ${String(expectedVersion)}`);
    this.name = 'ConcurrencyError';
  }
}
