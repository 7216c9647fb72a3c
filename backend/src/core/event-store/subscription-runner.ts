import type { DataSource, QueryRunner } from 'typeorm';
import type { EventStore } from './event-store';
import type { Waker } from './waker';
import type { EventSubscriber, SubscriberContext, SubscriberStatus } from './subscriber';
import { type Checkpoint, START, type StoredEvent } from './event-store.types';

export interface RunnerLogger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface RunnerOptions {
  pollMs: number;
  /** How long a standby runner waits before trying to take over a subscriber's lock again. */
  lockRetryMs?: number;
  /** Attempts on one failing event before the subscriber is paused. */
  maxAttempts?: number;
  logger?: RunnerLogger;
}

interface State {
  checkpoint: Checkpoint;
  status: 'active' | 'paused' | 'rebuilding';
  generation: number;
}

const identityTable = (name: string) => name;
/** Conditional on the generation: a rebuild or resume elsewhere makes the batch void (0 rows). */
const MOVE_CHECKPOINT = `UPDATE event_store.subscriptions
    SET last_tx_id = $2::xid8, last_position = $3, processed_count = processed_count + $4, updated_at = now()
  WHERE name = $1 AND generation = $5 AND status = 'active'`;
const sameCheckpoint = (a: Checkpoint, b: Checkpoint) => a.txId === b.txId && a.position === b.position;
/** How soon to look again when committed events are only held back by an open transaction. */
const HELD_BACK_RETRY_MS = 15;

/**
 * Runs every registered subscriber in this process while it holds that subscriber's advisory lock
 * (one active runner per subscriber across all processes; the others stand by). Each batch and its
 * checkpoint commit together. A failing event is retried, then PAUSES its subscriber (visible in
 * health); it is never skipped.
 */
export class SubscriptionRunner {
  private lockRunner?: QueryRunner;
  private stopped = true;
  private readonly loops: Promise<void>[] = [];
  private readonly running = new Set<string>();
  private readonly wakers = new Set<() => void>();
  private wakeCount = 0;
  private unsubscribeWake?: () => void;

  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly waker: Waker,
    readonly subscribers: EventSubscriber[],
    private readonly options: RunnerOptions,
  ) {
    const names = new Set<string>();
    for (const s of subscribers) {
      if (names.has(s.name)) throw new Error(`Duplicate subscriber name: ${s.name}`);
      names.add(s.name);
    }
  }

  /** Registers every subscriber's checkpoint row (idempotent); needed before status or rebuild. */
  async register(): Promise<void> {
    for (const s of this.subscribers) {
      await this.dataSource.query(
        `INSERT INTO event_store.subscriptions (name, kind) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`,
        [s.name, s.kind],
      );
    }
  }

  async start(): Promise<void> {
    await this.register();
    this.stopped = false;
    this.lockRunner = this.dataSource.createQueryRunner();
    await this.lockRunner.connect();
    this.unsubscribeWake = this.waker.onWake(() => this.wakeAll());
    for (const s of this.subscribers) this.loops.push(this.loop(s));
  }

  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    this.unsubscribeWake?.();
    this.wakeAll();
    await Promise.allSettled(this.loops);
    this.loops.length = 0;
    // The lock session goes back to the pool: release its advisory locks explicitly first.
    await this.lockRunner?.query('SELECT pg_advisory_unlock_all()').catch(() => undefined);
    await this.lockRunner?.release().catch(() => undefined);
    this.lockRunner = undefined;
  }

  isRunning(name: string): boolean {
    return this.running.has(name);
  }

  async status(): Promise<SubscriberStatus[]> {
    const rows: {
      name: string;
      kind: string;
      status: SubscriberStatus['status'];
      last_tx_id: string;
      last_position: string;
      processed_count: string;
      error: string | null;
      failed_event_id: string | null;
    }[] = await this.dataSource.query(
      `SELECT name, kind, status, last_tx_id::text, last_position::text, processed_count::text, error, failed_event_id
       FROM event_store.subscriptions WHERE name = ANY($1) ORDER BY name`,
      [this.subscribers.map((s) => s.name)],
    );
    return Promise.all(
      rows.map(async (r) => ({
        name: r.name,
        kind: r.kind,
        status: r.status,
        running: this.running.has(r.name),
        lastPosition: r.last_position,
        lag: await this.store.countAfter({ txId: r.last_tx_id, position: r.last_position }),
        processed: Number(r.processed_count),
        error: r.error,
        failedEventId: r.failed_event_id,
      })),
    );
  }

  /** Resolves once every active subscriber has processed everything visible (tests, rebuilds). */
  async waitUntilIdle(timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const statuses = await this.status();
      if (statuses.every((s) => s.status !== 'active' || s.lag === 0)) return;
      if (Date.now() > deadline) throw new Error(`Subscribers not idle: ${JSON.stringify(statuses)}`);
      this.wakeAll();
      await sleep(20);
    }
  }

  private wakeAll(): void {
    this.wakeCount++;
    for (const wake of [...this.wakers]) wake();
  }

  /** Resolves true when woken, false when the poll interval passed. */
  private waitForWake(ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      const done = (woken: boolean) => {
        clearTimeout(timer);
        this.wakers.delete(wake);
        resolve(woken);
      };
      const wake = () => done(true);
      const timer = setTimeout(() => done(false), ms);
      this.wakers.add(wake);
    });
  }

  /** The lock session is one connection shared by every loop: its queries go one at a time. */
  private lockQueue: Promise<unknown> = Promise.resolve();

  private tryLock(name: string): Promise<boolean> {
    const attempt = this.lockQueue.then(async () => {
      const rows: { locked: boolean }[] = await this.lockRunner!.query(
        `SELECT pg_try_advisory_lock(hashtext('bo:subscriber'), hashtext($1)) AS locked`,
        [name],
      );
      return rows[0].locked;
    });
    this.lockQueue = attempt.catch(() => undefined);
    return attempt;
  }

  private async loadState(name: string): Promise<State> {
    const rows: { last_tx_id: string; last_position: string; status: State['status']; generation: number }[] =
      await this.dataSource.query(
        `SELECT last_tx_id::text, last_position::text, status, generation FROM event_store.subscriptions WHERE name = $1`,
        [name],
      );
    const r = rows[0];
    return { checkpoint: { txId: r.last_tx_id, position: r.last_position }, status: r.status, generation: r.generation };
  }

  private async loop(subscriber: EventSubscriber): Promise<void> {
    const log = this.options.logger;
    let locked = false;
    let state: State | undefined;
    let heldBackDelay = HELD_BACK_RETRY_MS / 2;
    let ahead: { from: Checkpoint; read: Promise<StoredEvent[]> } | undefined;
    while (!this.stopped) {
      try {
        if (!locked) {
          locked = await this.tryLock(subscriber.name);
          if (!locked) {
            await this.waitForWake(this.options.lockRetryMs ?? 2000);
            continue;
          }
          this.running.add(subscriber.name);
          state = undefined;
        }
        state ??= await this.loadState(subscriber.name);
        if (state.status !== 'active') {
          await this.waitForWake(this.options.pollMs);
          state = undefined; // re-read: it may have been resumed or rebuilt meanwhile
          continue;
        }
        const wakesBefore = this.wakeCount;
        const batchSize = subscriber.batchSize ?? 1000;
        // A read started while the previous batch was being applied, if it starts where we are
        // and found something (an empty early read proves nothing: read again).
        const early = ahead && sameCheckpoint(ahead.from, state.checkpoint) ? await ahead.read : [];
        ahead = undefined;
        const events = early.length > 0 ? early : await this.store.readAll(state.checkpoint, batchSize);
        if (events.length === 0) {
          // A wake-up that arrived during the read would otherwise be lost: read again at once.
          if (this.wakeCount !== wakesBefore) continue;
          state = await this.loadState(subscriber.name); // an operator may have rewound or rebuilt it
          // Committed events held back by an open transaction (in any database of the cluster: the
          // xmin horizon is shared) get no wake-up when it ends: look again soon, backing off.
          const heldBack = state.status === 'active' && (await this.store.countAfter(state.checkpoint, 1)) > 0;
          heldBackDelay = heldBack ? Math.min(heldBackDelay * 2, this.options.pollMs) : HELD_BACK_RETRY_MS / 2;
          await this.waitForWake(heldBack ? heldBackDelay : this.options.pollMs);
          continue;
        }
        if (events.length === batchSize) {
          // Catching up: let PostgreSQL produce the next batch while this one is applied.
          const last = events[events.length - 1];
          const from = { txId: last.txId, position: last.globalPosition };
          ahead = { from, read: this.store.readAll(from, batchSize).catch(() => []) };
        }
        state = await this.applyBatch(subscriber, state, events);
      } catch (error) {
        // Connection trouble and the like: back off and start over from the stored checkpoint.
        log?.error({ err: error, subscriber: subscriber.name }, 'subscriber loop error');
        state = undefined;
        if (locked && !(await this.lockAlive())) {
          locked = false;
          this.running.delete(subscriber.name);
        }
        await sleep(500);
      }
    }
    this.running.delete(subscriber.name);
  }

  private async lockAlive(): Promise<boolean> {
    try {
      await this.lockRunner!.query('SELECT 1');
      return true;
    } catch {
      this.lockRunner = this.dataSource.createQueryRunner();
      await this.lockRunner.connect().catch(() => undefined);
      return false;
    }
  }

  /** Applies events in one transaction; on failure isolates the failing event. Returns the new state. */
  private async applyBatch(subscriber: EventSubscriber, state: State, events: StoredEvent[]): Promise<State> {
    try {
      return await this.applyInTransaction(subscriber, state, events);
    } catch (batchError) {
      let current = state;
      for (const event of events) {
        let attempt = 0;
        for (;;) {
          try {
            current = await this.applyInTransaction(subscriber, current, [event]);
            break;
          } catch (error) {
            attempt++;
            if (attempt >= (this.options.maxAttempts ?? 3)) {
              await this.pause(subscriber, event, error);
              return { ...current, status: 'paused' };
            }
            await sleep(100 * 2 ** attempt);
          }
        }
      }
      void batchError;
      return current;
    }
  }

  private async applyInTransaction(subscriber: EventSubscriber, state: State, events: StoredEvent[]): Promise<State> {
    const wanted = subscriber.eventTypes?.length ? new Set(subscriber.eventTypes) : undefined;
    const last = events[events.length - 1];
    const checkpoint = [subscriber.name, last.txId, last.globalPosition, events.length, state.generation];
    if (wanted && !events.some((e) => wanted.has(e.type))) {
      // Nothing to handle: moving the checkpoint is the only write, no transaction needed.
      const [, updated] = (await this.dataSource.query(MOVE_CHECKPOINT, checkpoint)) as [unknown, number];
      return updated === 1
        ? { ...state, checkpoint: { txId: last.txId, position: last.globalPosition } }
        : this.loadState(subscriber.name);
    }
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      const ctx: SubscriberContext = { manager: runner.manager, table: identityTable };
      for (const event of events) {
        if (!wanted || wanted.has(event.type)) await subscriber.handle(event, ctx);
      }
      const [, updated] = (await runner.query(MOVE_CHECKPOINT, checkpoint)) as [unknown, number];
      if (updated !== 1) {
        await runner.rollbackTransaction();
        return this.loadState(subscriber.name);
      }
      await runner.commitTransaction();
      return { ...state, checkpoint: { txId: last.txId, position: last.globalPosition } };
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      throw error;
    } finally {
      await runner.release();
    }
  }

  private async pause(subscriber: EventSubscriber, event: StoredEvent, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    this.options.logger?.error(
      { subscriber: subscriber.name, eventId: event.eventId, type: event.type, err: error },
      'subscriber paused on a failing event',
    );
    await this.dataSource.query(
      `UPDATE event_store.subscriptions SET status = 'paused', error = $2, failed_event_id = $3, updated_at = now()
        WHERE name = $1`,
      [subscriber.name, message.slice(0, 2000), event.eventId],
    );
  }

  /** Clears a pause: the subscriber retries the event it stopped on. */
  async resume(name: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE event_store.subscriptions SET status = 'active', error = NULL, failed_event_id = NULL,
              generation = generation + 1, updated_at = now()
        WHERE name = $1 AND status = 'paused'`,
      [name],
    );
    this.waker.notify();
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
export { START };
