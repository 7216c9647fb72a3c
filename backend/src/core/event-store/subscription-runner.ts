import type { DataSource, QueryRunner } from 'typeorm';
import type { EventStore } from './event-store';
import type { Waker } from './waker';
import { deliver, type EventSubscriber, type SubscriberStatus, wantedOf } from './subscriber';
import { type Checkpoint, checkpointOf, START, type StoredEvent } from './event-store.types';

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
  /** Notified after each batch a subscriber applied commits (reads waiting for their writes listen). */
  applied?: Waker;
}

interface State {
  checkpoint: Checkpoint;
  status: 'active' | 'paused' | 'rebuilding';
  generation: number;
  /** Events passed since the stored checkpoint (batches with none of its types are not written at once). */
  unsaved: number;
  /** When the first of those was passed (Date.now()). */
  unsavedSince: number;
}

const identityTable = (name: string) => name;
/** Conditional on the generation: a rebuild or resume elsewhere makes the batch void (0 rows). */
const MOVE_CHECKPOINT = `UPDATE event_store.subscriptions
    SET last_tx_id = $2::xid8, last_position = $3, processed_count = processed_count + $4, updated_at = now()
  WHERE name = $1 AND generation = $5 AND status = 'active'`;
/**
 * When a subscriber finds nothing new, one statement: stores the checkpoint it passed without
 * writing (if any), re-reads its row (an operator may have rewound, rebuilt or paused it) and tells
 * whether committed events are held back by a transaction still open. The outer SELECT sees the row
 * as it was before the UPDATE, hence the COALESCE with what the UPDATE returned. Not EXISTS: the
 * planner drops its ORDER BY/LIMIT and scans the whole log when nothing follows (2 ms per 30,000
 * events, measured); ORDER BY ... LIMIT 1 keeps it to one probe of events_tx_position_idx.
 */
const IDLE_CHECK = `WITH moved AS (
    UPDATE event_store.subscriptions
       SET last_tx_id = $2::xid8, last_position = $3, processed_count = processed_count + $4, updated_at = now()
     WHERE name = $1 AND generation = $5 AND status = 'active' AND $4 > 0
    RETURNING last_tx_id, last_position),
  cp AS (
    SELECT COALESCE(m.last_tx_id, s.last_tx_id) AS tx_id, COALESCE(m.last_position, s.last_position) AS position,
           s.status, s.generation
      FROM event_store.subscriptions s LEFT JOIN moved m ON true WHERE s.name = $1)
  SELECT cp.tx_id::text AS last_tx_id, cp.position::text AS last_position, cp.status, cp.generation,
         (SELECT e.global_position FROM event_store.events e WHERE (e.tx_id, e.global_position) > (cp.tx_id, cp.position)
           ORDER BY e.tx_id, e.global_position LIMIT 1) IS NOT NULL AS held_back
    FROM cp`;
const sameCheckpoint = (a: Checkpoint, b: Checkpoint) => a.txId === b.txId && a.position === b.position;
/** How soon to look again when committed events are only held back by an open transaction. */
const HELD_BACK_RETRY_MS = 15;
/** Longest a checkpoint moved past unwanted events stays unwritten while the subscriber is busy. */
const UNSAVED_MAX_MS = 1_000;
/** Shared reads kept at most (they are dropped at every wake-up anyway). */
const SHARED_READS_MAX = 32;

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
  /**
   * Reads shared by the loops: subscribers at the same checkpoint (most of them, most of the time)
   * share one read until a wake-up says something new may be there, or a loop's wait times out.
   */
  private readonly reads = new Map<string, Promise<StoredEvent[]>>();

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
    this.reads.clear();
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
      const timer = setTimeout(() => {
        // Events may have become visible without a wake-up (a transaction that held them back
        // ended, a lost notification): no read from before now may be shared on.
        this.reads.clear();
        done(false);
      }, ms);
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
    const rows: StateRow[] = await this.dataSource.query(
      `SELECT last_tx_id::text, last_position::text, status, generation FROM event_store.subscriptions WHERE name = $1`,
      [name],
    );
    return stateOf(rows[0]);
  }

  /** See IDLE_CHECK. */
  private async idleCheck(name: string, state: State): Promise<{ state: State; heldBack: boolean }> {
    const rows: (StateRow & { held_back: boolean })[] = await this.dataSource.query(IDLE_CHECK, [
      name,
      state.checkpoint.txId,
      state.checkpoint.position,
      state.unsaved,
      state.generation,
    ]);
    return { state: stateOf(rows[0]), heldBack: rows[0].status === 'active' && rows[0].held_back };
  }

  /** readAll, shared with the other loops reading from the same checkpoint since the last wake-up. */
  private sharedRead(from: Checkpoint, limit: number): Promise<StoredEvent[]> {
    const key = `${from.txId}/${from.position}/${limit}`;
    const shared = this.reads.get(key);
    if (shared) return shared;
    if (this.reads.size >= SHARED_READS_MAX) this.reads.clear();
    const read = this.store.readAll(from, limit);
    this.reads.set(key, read);
    // A failed read is not shared on: the next caller tries again.
    read.catch(() => this.reads.get(key) === read && this.reads.delete(key));
    return read;
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
        const events = early.length > 0 ? early : await this.sharedRead(state.checkpoint, batchSize);
        if (events.length === 0) {
          // A wake-up that arrived during the read would otherwise be lost: read again at once.
          if (this.wakeCount !== wakesBefore) continue;
          const idle = await this.idleCheck(subscriber.name, state);
          state = idle.state;
          // Likewise one that arrived during the check (its snapshot may predate that commit).
          if (this.wakeCount !== wakesBefore) continue;
          // Committed events held back by an open transaction (in any database of the cluster: the
          // xmin horizon is shared) get no wake-up when it ends: look again soon, backing off.
          const { heldBack } = idle;
          heldBackDelay = heldBack ? Math.min(heldBackDelay * 2, this.options.pollMs) : HELD_BACK_RETRY_MS / 2;
          await this.waitForWake(heldBack ? heldBackDelay : this.options.pollMs);
          continue;
        }
        if (events.length === batchSize) {
          // Catching up: let PostgreSQL produce the next batch while this one is applied.
          const from = checkpointOf(events[events.length - 1]);
          ahead = { from, read: this.sharedRead(from, batchSize).catch(() => []) };
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
    // An inline projection's writer applied these in their own transaction: only the checkpoint moves.
    const wanted = subscriber.inline ? [] : wantedOf(subscriber, events);
    const last = events[events.length - 1];
    const passed: State = { ...state, checkpoint: checkpointOf(last), unsaved: 0, unsavedSince: 0 };
    const unsaved = state.unsaved + events.length;
    const checkpoint = [subscriber.name, last.txId, last.globalPosition, unsaved, state.generation];
    if (wanted.length === 0) {
      // Nothing to handle: the checkpoint moves in memory, and is written when the subscriber goes
      // idle (IDLE_CHECK) or within UNSAVED_MAX_MS. Lost on a crash, it only means reading these again.
      const since = state.unsaved > 0 ? state.unsavedSince : Date.now();
      if (Date.now() - since < UNSAVED_MAX_MS) return { ...passed, unsaved, unsavedSince: since };
      const [, updated] = (await this.dataSource.query(MOVE_CHECKPOINT, checkpoint)) as [unknown, number];
      return updated === 1 ? passed : this.loadState(subscriber.name);
    }
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      await deliver(subscriber, wanted, { manager: runner.manager, table: identityTable });
      const [, updated] = (await runner.query(MOVE_CHECKPOINT, checkpoint)) as [unknown, number];
      if (updated !== 1) {
        await runner.rollbackTransaction();
        return this.loadState(subscriber.name);
      }
      await runner.commitTransaction();
      this.options.applied?.notify();
      return passed;
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

interface StateRow {
  last_tx_id: string;
  last_position: string;
  status: State['status'];
  generation: number;
}

const stateOf = (r: StateRow): State => ({
  checkpoint: { txId: r.last_tx_id, position: r.last_position },
  status: r.status,
  generation: r.generation,
  unsaved: 0,
  unsavedSince: 0,
});

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
export { START };
