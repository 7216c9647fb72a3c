import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { requestContext, type RequestContext } from '../context/request-context';
import { GroupCommitQueue } from '../database/group-commit';
import { idempotencyKeyId, IdempotencyKeyTaken, UnitOfWork } from '../database/unit-of-work';
import { afterCommit, currentMetadata, EventStore, type StreamAppend } from './event-store';
import { ConcurrencyError, type EventMetadata, type NewEvent, type StoredEvent } from './event-store.types';
import { noteCommitted } from './log-position';
import type { Aggregate, Decision, DomainEvent, Folded, StreamCommand } from './aggregate';

export interface AggregateStoreOptions {
  /**
   * States kept in memory (most recently used first out); a command then reads only the events
   * its cached state lacks. 0: every command folds its stream from the start.
   */
  cacheSize?: number;
  /**
   * Writers of one stream queue on a transaction-scoped advisory lock instead of failing on the
   * expected version (hot streams: a credit account). The expected-version append stays the
   * guarantee either way.
   */
  lockStreams?: boolean;
  /** Optimistic-concurrency retries of a whole command before it answers 409. */
  retries?: number;
  /**
   * Group commit (docs/event-store.md): commands that run in their own transaction share one
   * under load. Implies `lockStreams`. Batches written at once by this process, commands per batch.
   */
  groupCommit?: { batchesInFlight: number; batchSize: number };
}

/** A stream's folded state and the version it is at. */
export interface Loaded<S> {
  state: S;
  version: number;
}

/** A command waiting for its batch, with what it needs from its request. */
interface Queued<S, E extends DomainEvent, R> {
  command: StreamCommand<S, E, R>;
  /** The request's Idempotency-Key, claimed in the batch's transaction as the unit of work would. */
  idempotency: RequestContext['idempotency'];
  metadata: EventMetadata;
  /** The request's context, told where its events stand once the batch commits. */
  request: RequestContext | undefined;
  /** Runs a function in the request's async context (for the one-by-one fallback). */
  inContext: <T>(fn: () => T) => T;
  resolve(result: R): void;
  reject(error: unknown): void;
}

/** A batch's verdict on one command: events to append (then answer), an answer now, or a refusal. */
type Verdict<R> =
  | { kind: 'append'; entry: StreamAppend; decision: Decision<DomainEvent, R> }
  | { kind: 'answer'; result: R }
  | { kind: 'refuse'; error: unknown };

/**
 * The one event-sourced write path (docs/event-store.md, "Aggregates"): load a stream's state
 * (cached, brought up to date), decide, append at the version decided on, in a unit of work that
 * also claims the request's Idempotency-Key; conflicts are retried a bounded number of times, then
 * answer 409. Run inside a caller's transaction (`manager`) the caller's unit of work retries.
 *
 * With `groupCommit`, commands that run in their own transaction go through a batch: under load
 * the commands of many requests (and streams) share one transaction, each keeping its own outcome
 * (a refusal refuses only that command). A batch that fails as a whole (a conflict, a deadlock,
 * a lost connection) leaves nothing behind, and its commands are then run one by one.
 *
 * Made per aggregate by `AggregateStores.create`, at start-up (a batch runs in the async context
 * its queue was made in, no request's).
 */
export class AggregateStore<S, E extends DomainEvent> {
  private readonly states = new Map<string, Loaded<S>>();
  private readonly batches?: GroupCommitQueue<Queued<S, E, unknown>>;
  private readonly lockStreams: boolean;

  constructor(
    private readonly aggregate: Aggregate<S, E>,
    private readonly uow: UnitOfWork,
    private readonly store: EventStore,
    private readonly options: AggregateStoreOptions = {},
  ) {
    this.lockStreams = !!options.lockStreams || !!options.groupCommit;
    if (options.groupCommit) {
      this.batches = new GroupCommitQueue<Queued<S, E, unknown>>({
        laneOf: (q) => q.command.streamId,
        run: (batch) => this.runBatch(batch),
        maxInFlight: options.groupCommit.batchesInFlight,
        maxBatchSize: options.groupCommit.batchSize,
      });
    }
  }

  /** Runs one command: in the caller's transaction when `manager` is given, else in its own. */
  execute<R>(command: StreamCommand<S, E, R>, manager?: EntityManager): Promise<R> {
    if (manager) return this.executeIn(manager, command);
    if (!this.batches) return this.uow.run((m) => this.executeIn(m, command), { retries: this.options.retries });
    return new Promise<R>((resolve, reject) =>
      this.batches!.add({
        command,
        idempotency: requestContext.get()?.idempotency,
        metadata: currentMetadata(),
        request: requestContext.get(),
        inContext: AsyncLocalStorage.snapshot(),
        resolve: resolve as (result: unknown) => void,
        reject,
      }),
    );
  }

  /** A stream's current state as `manager` sees it (cached states are brought up to date). */
  private async load(streamId: string, manager: EntityManager): Promise<Loaded<S>> {
    const loaded = this.states.get(streamId) ?? this.fresh();
    const events = await this.store.readStream(streamId, { fromVersion: loaded.version + 1, manager });
    this.remember(streamId, loaded);
    return this.fold(loaded, events);
  }

  private async executeIn<R>(manager: EntityManager, command: StreamCommand<S, E, R>): Promise<R> {
    const { streamId } = command;
    if (this.lockStreams) await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [streamId]);
    // A new stream has nothing to read: one round trip fewer (the append checks it is new).
    if (command.newStream) return this.decideAndAppend(manager, command, this.fresh());
    const cached = this.options.cacheSize ? this.states.get(streamId) : undefined;
    if (cached && cached.version > 0) return this.appendOnCached(manager, command, cached);
    return this.decideAndAppend(manager, command, await this.load(streamId, manager));
  }

  /** Decides on `loaded` (the stream as read) and appends what it decided at its version. */
  private async decideAndAppend<R>(manager: EntityManager, command: StreamCommand<S, E, R>, loaded: Loaded<S>): Promise<R> {
    const { streamId } = command;
    const decision = await command.decide(loaded.state, loaded.version, manager);
    if (decision.events.length === 0) return decision.reply([]);
    const appended = await this.store.append(streamId, this.aggregate.streamType, decision.events.map(this.newEvent), {
      expectedVersion: loaded.version,
      manager,
    });
    return this.appended(manager, command, decision, appended.events);
  }

  /**
   * A cached state is usually current (this process wrote the stream last; on a locked stream,
   * every earlier writer has committed): decided on it without reading the stream, the events are
   * appended in one statement that reads the stream only when it has moved on, and then answers the
   * events the state lacks instead (nothing appended): decided again on them, as after a read.
   * A refusal, or a decision to append nothing, is made again on the stream as read (a cached state
   * must not refuse or answer a re-sent command on events it lacks).
   */
  private async appendOnCached<R>(manager: EntityManager, command: StreamCommand<S, E, R>, cached: Loaded<S>): Promise<R> {
    const { streamId } = command;
    const version = cached.version;
    this.remember(streamId, cached);
    let decision: Decision<E, R> | undefined;
    let refusal: unknown;
    try {
      decision = await command.decide(cached.state, version, manager);
    } catch (error) {
      refusal = error;
    }
    if (!decision || decision.events.length === 0) {
      const current = await this.load(streamId, manager);
      if (current.version !== version) return this.decideAndAppend(manager, command, current);
      if (!decision) throw refusal;
      return decision.reply([]);
    }
    const outcome = await this.store.appendOrRead(streamId, this.aggregate.streamType, decision.events.map(this.newEvent), {
      expectedVersion: version,
      manager,
    });
    if (outcome.appended) return this.appended(manager, command, decision, outcome.appended.events);
    if (outcome.missing.length === 0) {
      // The cache is ahead of the stream (a batch's decisions rolled back): read it afresh on the retry.
      this.states.delete(streamId);
      throw new ConcurrencyError(streamId, version);
    }
    return this.decideAndAppend(manager, command, this.fold(cached, outcome.missing));
  }

  private async appended<R>(
    manager: EntityManager,
    command: StreamCommand<S, E, R>,
    decision: Decision<E, R>,
    events: StoredEvent[],
  ): Promise<R> {
    const { streamId } = command;
    await command.afterAppend?.(manager, events);
    // Only committed events may enter the shared cache; the next command reads what it lacks. A new
    // stream is all in its events: cached as it commits.
    if (this.options.cacheSize) {
      afterCommit(manager, () => {
        if (command.newStream && !this.states.has(streamId)) this.remember(streamId, this.fresh());
        this.fold(this.states.get(streamId), events);
      });
    }
    return decision.reply(events);
  }

  /** One command in its own unit of work (with retries): the path of a command whose batch failed. */
  private executeAlone(q: Queued<S, E, unknown>): Promise<unknown> {
    return q.inContext(() => this.uow.run((manager) => this.executeIn(manager, q.command), { retries: this.options.retries }));
  }

  /**
   * One batch, one transaction: claim the requests' Idempotency-Keys, lock every stream of the
   * batch (in one global order, so batches of several processes cannot deadlock each other),
   * bring their states up to date in one read, decide each command in arrival order on its
   * stream's state, append every decided event in one statement, commit. Decided events advance
   * the cached states at once (the next command of the same stream sees them), so a failing batch
   * drops those states before it rolls back, then runs its commands one by one.
   */
  private async runBatch(queued: Queued<S, E, unknown>[]): Promise<void> {
    // A key sent twice at once: the second copy waits for the first's outcome (a refusal frees
    // the key for it; a success makes it a replay), as with a unit of work's blocking claim.
    const { batch, later } = firstOfEachKey(queued);
    try {
      await this.writeBatch(batch);
    } finally {
      for (const q of later) this.batches!.add(q);
    }
  }

  private async writeBatch(batch: Queued<S, E, unknown>[]): Promise<void> {
    const streams = [...new Set(batch.map((q) => q.command.streamId))];
    // Cached states the batch advanced must go before its rollback releases the locks: a writer
    // waiting on them would otherwise decide (or answer a re-sent command) on events never stored.
    const forget = () => streams.forEach((id) => this.states.delete(id));
    let written: Awaited<ReturnType<AggregateStore<S, E>['decideBatch']>>;
    try {
      // No retries and no key claim of its own: the batch claims its requests' keys, and a batch
      // that fails as a whole is run again command by command (below).
      written = await this.uow.run(
        (manager) =>
          this.decideBatch(manager, batch, streams).catch((error: unknown) => {
            forget();
            throw error;
          }),
        { retries: 0, claimsIdempotencyKey: false },
      );
    } catch {
      forget(); // also when COMMIT itself failed
      await Promise.all(batch.map((q) => this.executeAlone(q).then(q.resolve, q.reject)));
      return;
    }
    for (const q of written.claimed) q.idempotency!.claimed = true;
    let next = 0;
    for (const q of batch) {
      const v = written.verdicts.get(q)!;
      if (v.kind === 'refuse') q.reject(v.error);
      else if (v.kind === 'answer') q.resolve(v.result);
      else {
        const stored = written.appended[next++];
        noteCommitted(q.request, stored);
        q.resolve(v.decision.reply(stored));
      }
    }
  }

  /** The batch's work inside its transaction; returns each command's verdict and what was stored. */
  private async decideBatch(manager: EntityManager, batch: Queued<S, E, unknown>[], streams: string[]) {
    const keys = await claimKeys(manager, batch);
    const verdicts = new Map<Queued<S, E, unknown>, Verdict<unknown>>(
      keys.taken.map((q) => [q, { kind: 'refuse', error: new IdempotencyKeyTaken() }]),
    );
    await manager.query(LOCK_STREAMS, [streams]);
    const states = await this.loadMany(manager, streams);
    for (const q of batch) {
      if (!verdicts.has(q)) verdicts.set(q, await this.decideInBatch(manager, q, states.get(q.command.streamId)!));
    }
    // A refused command leaves no key behind, as its own rolled-back unit of work would.
    const refused = keys.claimed.filter((q) => verdicts.get(q)!.kind === 'refuse');
    if (refused.length > 0) {
      await manager.query(
        `DELETE FROM event_store.idempotency_keys k USING unnest($1::text[], $2::text[]) AS u(scope, key)
          WHERE k.scope = u.scope AND k.key = u.key`,
        [refused.map((q) => q.idempotency!.scope), refused.map((q) => q.idempotency!.key)],
      );
    }
    const appending = batch.filter((q) => verdicts.get(q)!.kind === 'append');
    const entries = appending.map((q) => (verdicts.get(q) as Extract<Verdict<unknown>, { kind: 'append' }>).entry);
    const appended = entries.length > 0 ? await this.store.appendMany(entries, manager) : [];
    for (const [i, q] of appending.entries()) await q.command.afterAppend?.(manager, appended[i]);
    return { verdicts, claimed: keys.claimed.filter((q) => !refused.includes(q)), appended };
  }

  /** A decision inside a batch: advances the shared cached state at once (the append comes later). */
  private async decideInBatch(manager: EntityManager, q: Queued<S, E, unknown>, loaded: Loaded<S>): Promise<Verdict<unknown>> {
    try {
      const decision = await q.command.decide(loaded.state, loaded.version, manager);
      if (decision.events.length === 0) return { kind: 'answer', result: decision.reply([]) };
      const expectedVersion = loaded.version;
      const events = decision.events.map(this.newEvent);
      for (const e of events) {
        loaded.state = this.aggregate.evolve(loaded.state, e as unknown as Folded<E>);
        loaded.version++;
      }
      return {
        kind: 'append',
        entry: {
          streamId: q.command.streamId,
          streamType: this.aggregate.streamType,
          expectedVersion,
          events,
          metadata: q.metadata,
        },
        decision,
      };
    } catch (error) {
      return { kind: 'refuse', error };
    }
  }

  /** Several streams' states brought up to date in one read (a batch holds their locks). */
  private async loadMany(manager: EntityManager, streamIds: string[]): Promise<Map<string, Loaded<S>>> {
    const states = new Map(streamIds.map((id) => [id, this.states.get(id) ?? this.fresh()]));
    const newer = await this.store.readStreams(
      streamIds.map((id) => ({ streamId: id, afterVersion: states.get(id)!.version })),
      manager,
    );
    for (const [id, loaded] of states) {
      this.remember(id, loaded);
      this.fold(loaded, newer.get(id) ?? []);
    }
    return states;
  }

  /** Folds events in version order, skipping what the state already has (two requests may both fold). */
  private fold(loaded: Loaded<S> | undefined, events: StoredEvent[]): Loaded<S> {
    if (!loaded) return this.fresh();
    for (const e of events) {
      if (e.streamVersion !== loaded.version + 1) continue;
      loaded.state = this.aggregate.evolve(loaded.state, { type: e.type, data: e.data, eventId: e.eventId } as Folded<E>);
      loaded.version++;
    }
    return loaded;
  }

  private remember(streamId: string, loaded: Loaded<S>): void {
    const limit = this.options.cacheSize ?? 0;
    if (limit === 0) return;
    this.states.delete(streamId);
    this.states.set(streamId, loaded);
    if (this.states.size > limit) this.states.delete(this.states.keys().next().value!);
  }

  private fresh(): Loaded<S> {
    return { state: this.aggregate.initialState(), version: 0 };
  }

  /** A decided event as appended (its id chosen here, so a batch can fold it before the append). */
  private readonly newEvent = (e: E): NewEvent & { eventId: string } => ({
    type: e.type,
    data: e.data,
    schemaVersion: this.aggregate.schemaVersion,
    eventId: randomUUID(),
  });
}

/** Makes the write path of an aggregate (one per aggregate, at start-up: see `AggregateStore`). */
@Injectable()
export class AggregateStores {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: EventStore,
  ) {}

  create<S, E extends DomainEvent>(aggregate: Aggregate<S, E>, options: AggregateStoreOptions = {}): AggregateStore<S, E> {
    return new AggregateStore(aggregate, this.uow, this.store, options);
  }
}

/**
 * Every stream of a batch, locked in one order (of the lock keys): two batches that share
 * streams wait for each other instead of deadlocking.
 */
const LOCK_STREAMS = `SELECT count(pg_advisory_xact_lock(h)) FROM
  (SELECT DISTINCT hashtextextended(s, 0) AS h FROM unnest($1::text[]) AS s ORDER BY h) AS l`;

interface Keyed {
  idempotency: RequestContext['idempotency'];
}

/**
 * The batch's share of UnitOfWork's key claim: one insert for every request's Idempotency-Key. A
 * key held by another request (here, in this batch, or still running elsewhere: the insert waits
 * for it) is "taken", and that request is answered with the first one's response.
 */
async function claimKeys<T extends Keyed>(manager: EntityManager, batch: T[]): Promise<{ claimed: T[]; taken: T[] }> {
  const claimed = batch.filter((q) => q.idempotency && !q.idempotency.claimed);
  if (claimed.length === 0) return { claimed, taken: [] };
  const rows = (await manager.query(
    `INSERT INTO event_store.idempotency_keys (scope, key, request_hash)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[]) ORDER BY 1, 2
     ON CONFLICT DO NOTHING RETURNING scope, key`,
    [
      claimed.map((q) => q.idempotency!.scope),
      claimed.map((q) => q.idempotency!.key),
      claimed.map((q) => q.idempotency!.requestHash),
    ],
  )) as { scope: string; key: string }[];
  const won = new Set(rows.map(idempotencyKeyId));
  return {
    claimed: claimed.filter((q) => won.has(idempotencyKeyId(q.idempotency!))),
    taken: claimed.filter((q) => !won.has(idempotencyKeyId(q.idempotency!))),
  };
}

/** Splits off the second and later commands carrying an Idempotency-Key already in the batch. */
function firstOfEachKey<T extends Keyed>(queued: T[]): { batch: T[]; later: T[] } {
  const seen = new Set<string>();
  const batch: T[] = [];
  const later: T[] = [];
  for (const q of queued) {
    const id = q.idempotency && !q.idempotency.claimed ? idempotencyKeyId(q.idempotency) : undefined;
    if (id && seen.has(id)) later.push(q);
    else batch.push(q);
    if (id) seen.add(id);
  }
  return { batch, later };
}
