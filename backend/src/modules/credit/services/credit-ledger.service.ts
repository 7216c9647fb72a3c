import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { CreditBalance } from '@bo/shared';
import { requestContext, type RequestContext } from '../../../core/context/request-context';
import { GroupCommitQueue } from '../../../core/database/group-commit';
import { idempotencyKeyId, IdempotencyKeyTaken, UnitOfWork } from '../../../core/database/unit-of-work';
import { AppError } from '../../../core/errors/app-error';
import { currentMetadata, type EventMetadata, EventStore, type StoredEvent, type StreamAppend } from '../../../core/event-store';
import { fieldError } from '../../../core/http/action-result';
import {
  availableOf,
  type CreditAccountState,
  type CreditCommand,
  decide,
  evolve,
  type FoldableEvent,
  initialState,
} from '../domain/credit-account';
import {
  type Balances,
  type CreditEvent,
  CREDIT_EVENT_VERSION,
  CREDIT_STREAM_TYPE,
  creditStreamId,
  SYSTEM_ORGANIZATION_ID,
} from '../domain/credit.events';

/** One credit account: an organization (or the provider, SYSTEM_ORGANIZATION_ID) in one currency. */
export interface CreditAccountRef {
  organizationId: string;
  currency: string;
}

export interface LedgerOptions {
  /**
   * The caller's key for this command. A key the account has already applied appends nothing and
   * answers what the first command did. HTTP callers get `<user>:<Idempotency-Key>` automatically.
   */
  commandId?: string;
  /** Run inside the caller's transaction (e.g. with a stored slip); the caller's unit of work retries. */
  manager?: EntityManager;
  now?: Date;
}

export interface LedgerResult {
  balance: CreditBalance;
  /** Events appended by this command (or by the first one with the same key, when replayed). */
  eventIds: string[];
  topUpId?: string;
  /** True when the command id had been applied before and nothing was appended now. */
  replayed: boolean;
  events: StoredEvent[];
}

/** Cached account states kept in memory (most recently used); older ones are re-read from the log. */
const CACHE_LIMIT = 10_000;
/** Optimistic-concurrency retries of a whole command (its unit of work) before answering 409. */
const RETRIES = 5;
/**
 * Group commit: batches written at once by one process, and commands in one batch at most. Two in
 * flight measured best in bench/credit (fewer, larger batches).
 */
const BATCHES_IN_FLIGHT = 2;
const BATCH_SIZE = 100;

/** One command on one account, as both write paths take it. */
interface AccountCommand {
  account: CreditAccountRef;
  command: CreditCommand;
  commandId: string | undefined;
  now: Date;
}

/** A command waiting for its batch (group commit), with what it needs from its request. */
interface QueuedCommand extends AccountCommand {
  streamId: string;
  /** The request's Idempotency-Key, claimed in the batch's transaction like the unit of work does. */
  idempotency: RequestContext['idempotency'];
  metadata: EventMetadata;
  /** Runs a function in the request's async context (for the one-by-one fallback). */
  inContext: <R>(fn: () => R) => R;
  resolve(result: LedgerResult): void;
  reject(error: unknown): void;
}

/** What `decide` made of a command: events (and the balances they leave), or the answer without any. */
type Decided = { events: CreditEvent[]; balances: Balances } | { unchanged: LedgerResult };

/** A batch's decision on one command: events to append, an answer without events, or a refusal. */
type Decision =
  | { kind: 'append'; entry: StreamAppend; balances: Balances }
  | { kind: 'answer'; result: LedgerResult }
  | { kind: 'refuse'; error: unknown };

let knownCurrencies: Set<string> | undefined;
function assertCurrency(currency: string): void {
  knownCurrencies ??= new Set(Intl.supportedValuesOf('currency'));
  if (!knownCurrencies.has(currency)) throw fieldError('INVALID_OPTION', 'currencyCode');
}

export const balanceOf = (account: CreditAccountRef, b: Balances): CreditBalance => ({
  organizationId: account.organizationId,
  currencyCode: account.currency,
  creditLimit: b.creditLimit,
  balance: b.posted,
  held: b.held,
  available: availableOf(b),
});

/**
 * The write side of every credit account: read (cached state + the events since), decide, append
 * at the version decided on. Writers of one account are queued by a transaction-scoped advisory
 * lock, so contention waits instead of failing; the expected-version append stays the guarantee
 * (a writer that bypasses the lock still loses with ConcurrencyError, retried by the unit of work).
 *
 * Commands that run in their own transaction go through a group commit (docs/credit.md, "Group
 * commit"): under load, the commands of many requests (and accounts) share one transaction.
 * Each keeps its own outcome: a refusal refuses only that command. A batch that fails as a whole
 * (a conflict, a deadlock, a lost connection) leaves nothing behind, and its commands are then
 * run one by one as before.
 *
 * This is the service other contexts (bookings) call: spend, placeHold, captureHold, releaseHold,
 * refund, each with an optional command id for safe retries.
 */
@Injectable()
export class CreditLedgerService {
  private readonly states = new Map<string, CreditAccountState>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly store: EventStore,
  ) {}

  private readonly batches = new GroupCommitQueue<QueuedCommand>({
    laneOf: (c) => c.streamId,
    run: (batch) => this.runBatch(batch),
    maxInFlight: BATCHES_IN_FLIGHT,
    maxBatchSize: BATCH_SIZE,
  });

  /** Runs one command on one account, in its own transaction unless `options.manager` is given. */
  execute(account: CreditAccountRef, command: CreditCommand, options: LedgerOptions = {}): Promise<LedgerResult> {
    assertCurrency(account.currency);
    const commandId = options.commandId ?? httpCommandId();
    const now = options.now ?? new Date();
    if (options.manager) return this.executeIn(options.manager, { account, command, commandId, now });
    return new Promise<LedgerResult>((resolve, reject) =>
      this.batches.add({
        account,
        streamId: creditStreamId(account.organizationId, account.currency),
        command,
        commandId,
        now,
        idempotency: requestContext.get()?.idempotency,
        metadata: currentMetadata(),
        inContext: AsyncLocalStorage.snapshot(),
        resolve,
        reject,
      }),
    );
  }

  /** One command in its own unit of work (with retries): the path of a command whose batch failed. */
  private executeAlone(c: QueuedCommand): Promise<LedgerResult> {
    return c.inContext(() => this.uow.run((manager) => this.executeIn(manager, c), { retries: RETRIES }));
  }

  spend(
    account: CreditAccountRef,
    c: { bookingRef: string; amount: number; transactionType?: TransactionTypeCode },
    o?: LedgerOptions,
  ) {
    return this.execute(account, { type: 'Spend', ...c, transactionType: c.transactionType ?? 'HOTEL_BOOKING' }, o);
  }

  placeHold(
    account: CreditAccountRef,
    c: { bookingRef: string; amount: number; expiresAt: Date; transactionType?: TransactionTypeCode },
    o?: LedgerOptions,
  ) {
    return this.execute(
      account,
      {
        type: 'PlaceHold',
        bookingRef: c.bookingRef,
        amount: c.amount,
        expiresAt: c.expiresAt.toISOString(),
        transactionType: c.transactionType ?? 'HOTEL_BOOKING',
      },
      o,
    );
  }

  captureHold(account: CreditAccountRef, c: { bookingRef: string; amount?: number }, o?: LedgerOptions) {
    return this.execute(account, { type: 'CaptureHold', ...c }, o);
  }

  releaseHold(account: CreditAccountRef, c: { bookingRef: string }, o?: LedgerOptions) {
    return this.execute(account, { type: 'ReleaseHold', ...c }, o);
  }

  refund(account: CreditAccountRef, c: { bookingRef: string; amount: number; reason?: string | null }, o?: LedgerOptions) {
    return this.execute(account, { type: 'Refund', bookingRef: c.bookingRef, amount: c.amount, reason: c.reason ?? null }, o);
  }

  /**
   * Expires every hold past its time (the expiry job runs this; any command on an account also
   * expires its own due holds first). Returns how many accounts had holds expired.
   */
  async expireDueHolds(now = new Date(), limit = 500): Promise<number> {
    const due = (await this.dataSource.query(
      `SELECT DISTINCT organization_id AS "organizationId", currency FROM credit.holds WHERE expires_at <= $1 LIMIT $2`,
      [now, limit],
    )) as CreditAccountRef[];
    let expired = 0;
    for (const account of due) {
      const result = await this.execute(account, { type: 'ExpireHolds' }, { now });
      if (result.events.length) expired++;
    }
    return expired;
  }

  private async executeIn(manager: EntityManager, c: AccountCommand): Promise<LedgerResult> {
    const streamId = creditStreamId(c.account.organizationId, c.account.currency);
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [streamId]);
    const state = await this.stateOf(manager, streamId);
    const decided = await this.decideOn(manager, c, state);
    if ('unchanged' in decided) return decided.unchanged;
    const appended = await this.store.append(streamId, CREDIT_STREAM_TYPE, decided.events.map(newEvent), {
      expectedVersion: state.version,
      manager,
    });
    await insertTopUpStream(manager, c);
    // Only committed events may enter the shared cache; the next command reads what it lacks.
    onCommit(manager, () => this.fold(streamId, appended.events));
    return appendedResult(c, decided.balances, appended.events);
  }

  /** The decision both write paths share: the account must exist (or may open), then `decide`. */
  private async decideOn(manager: EntityManager, c: AccountCommand, state: CreditAccountState): Promise<Decided> {
    const { account, command, commandId } = c;
    if (!state.opened && command.type !== 'ExpireHolds') await assertMayOpen(manager, account.organizationId);
    const events = decide(command, state, {
      commandId,
      organizationId: account.organizationId,
      currency: account.currency,
      now: c.now,
    });
    if (events.length === 0) {
      if (!state.opened) throw new AppError('RECORD_NOT_FOUND');
      return { unchanged: this.unchanged(account, state, commandId) };
    }
    const last = events[events.length - 1].data as { balanceAfter?: Balances };
    return { events, balances: last.balanceAfter ?? state.balances };
  }

  /**
   * One batch, one transaction: claim the requests' Idempotency-Keys, lock every account of the
   * batch (in one global order, so batches of several processes cannot deadlock each other), bring
   * their states up to date in one read, decide each command in arrival order on its account's
   * state, append every decided event in one statement, commit. Decided events advance the cached
   * states at once (the next command of the same account sees them), so a failing batch drops
   * those states before it rolls back, then runs its commands one by one.
   */
  private async runBatch(queued: QueuedCommand[]): Promise<void> {
    // A key sent twice at once: the second copy waits for the first's outcome (a refusal frees
    // the key for it; a success makes it a replay), as with a unit of work's blocking claim.
    const { batch, later } = firstOfEachKey(queued);
    try {
      await this.writeBatch(batch);
    } finally {
      for (const c of later) this.batches.add(c);
    }
  }

  private async writeBatch(batch: QueuedCommand[]): Promise<void> {
    const streams = [...new Set(batch.map((c) => c.streamId))];
    // Cached states the batch advanced must go before its rollback releases the locks: a writer
    // waiting on them would otherwise decide (or answer a re-sent command) on events never stored.
    const forget = () => streams.forEach((id) => this.states.delete(id));
    let written: Awaited<ReturnType<CreditLedgerService['decideBatch']>>;
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
      await Promise.all(batch.map((c) => this.executeAlone(c).then(c.resolve, c.reject)));
      return;
    }
    for (const c of written.claimed) c.idempotency!.claimed = true;
    let next = 0;
    for (const c of batch) {
      const d = written.decisions.get(c)!;
      if (d.kind === 'refuse') c.reject(d.error);
      else if (d.kind === 'answer') c.resolve(d.result);
      else c.resolve(appendedResult(c, d.balances, written.appended[next++]));
    }
  }

  /** The batch's work inside its transaction; returns each command's decision and what was stored. */
  private async decideBatch(manager: EntityManager, batch: QueuedCommand[], streams: string[]) {
    const keys = await claimKeys(manager, batch);
    const decisions = new Map<QueuedCommand, Decision>(
      keys.taken.map((c) => [c, { kind: 'refuse', error: new IdempotencyKeyTaken() }]),
    );
    await manager.query(LOCK_ACCOUNTS, [streams]);
    const states = await this.statesOf(manager, streams);
    for (const c of batch) {
      if (!decisions.has(c)) decisions.set(c, await this.decideInBatch(manager, c, states.get(c.streamId)!));
    }
    // A refused command leaves no key behind, as its own rolled-back unit of work would.
    const refused = keys.claimed.filter((c) => decisions.get(c)!.kind === 'refuse');
    if (refused.length > 0) {
      await manager.query(
        `DELETE FROM event_store.idempotency_keys k USING unnest($1::text[], $2::text[]) AS u(scope, key)
          WHERE k.scope = u.scope AND k.key = u.key`,
        [refused.map((c) => c.idempotency!.scope), refused.map((c) => c.idempotency!.key)],
      );
    }
    const appending = batch.filter((c) => decisions.get(c)!.kind === 'append');
    const entries = appending.map((c) => (decisions.get(c) as Extract<Decision, { kind: 'append' }>).entry);
    const appended = entries.length > 0 ? await this.store.appendMany(entries, manager) : [];
    for (const c of appending) await insertTopUpStream(manager, c);
    return { decisions, claimed: keys.claimed.filter((c) => !refused.includes(c)), appended };
  }

  /** `decideOn` for a batch: advances the shared cached state at once (the append comes later). */
  private async decideInBatch(manager: EntityManager, c: QueuedCommand, state: CreditAccountState): Promise<Decision> {
    try {
      const decided = await this.decideOn(manager, c, state);
      if ('unchanged' in decided) return { kind: 'answer', result: decided.unchanged };
      const expectedVersion = state.version;
      const events = decided.events.map(newEvent);
      for (const e of events) evolve(state, { type: e.type, data: e.data, eventId: e.eventId } as FoldableEvent);
      return {
        kind: 'append',
        entry: { streamId: c.streamId, streamType: CREDIT_STREAM_TYPE, expectedVersion, events, metadata: c.metadata },
        balances: decided.balances,
      };
    } catch (error) {
      return { kind: 'refuse', error };
    }
  }

  /** The answer to a command that appends nothing: a re-sent one (its first outcome) or a no-op. */
  private unchanged(account: CreditAccountRef, state: CreditAccountState, commandId: string | undefined): LedgerResult {
    const outcome = commandId ? state.commands.get(commandId) : undefined;
    return {
      balance: balanceOf(account, outcome?.balances ?? state.balances),
      eventIds: outcome?.eventIds ?? [],
      topUpId: outcome?.topUpId ?? undefined,
      replayed: outcome !== undefined,
      events: [],
    };
  }

  /** Several accounts' cached states brought up to date in one read (a batch holds their locks). */
  private async statesOf(manager: EntityManager, streamIds: string[]): Promise<Map<string, CreditAccountState>> {
    const states = new Map(streamIds.map((id) => [id, this.states.get(id) ?? initialState()]));
    const newer = await this.store.readStreams(
      streamIds.map((id) => ({ streamId: id, afterVersion: states.get(id)!.version })),
      manager,
    );
    for (const [id, state] of states) {
      this.remember(id, state);
      this.fold(id, newer.get(id) ?? [], state);
    }
    return states;
  }

  /** The cached state brought up to the stream's current version (events read in `manager`'s view). */
  private async stateOf(manager: EntityManager, streamId: string): Promise<CreditAccountState> {
    const cached = this.states.get(streamId);
    const state = cached ?? initialState();
    const events = await this.store.readStream(streamId, { fromVersion: state.version + 1, manager });
    this.remember(streamId, state);
    return this.fold(streamId, events, state);
  }

  /** Folds events in version order, skipping what the state already has (two requests may both fold). */
  private fold(streamId: string, events: StoredEvent[], state = this.states.get(streamId)): CreditAccountState {
    if (!state) return initialState();
    for (const e of events) {
      if (e.streamVersion === state.version + 1)
        evolve(state, { type: e.type, data: e.data, eventId: e.eventId } as FoldableEvent);
    }
    return state;
  }

  private remember(streamId: string, state: CreditAccountState): void {
    this.states.delete(streamId);
    this.states.set(streamId, state);
    if (this.states.size > CACHE_LIMIT) this.states.delete(this.states.keys().next().value!);
  }
}

type TransactionTypeCode = Extract<CreditCommand, { type: 'Spend' }>['transactionType'];

/** `<user>:<Idempotency-Key>` when the request carries one (the platform's key scope is the user). */
function httpCommandId(): string | undefined {
  const idem = requestContext.get()?.idempotency;
  return idem ? `${idem.scope}:${idem.key}` : undefined;
}

/** A new account only for an approved organization (or the provider itself): a bogus id is 404. */
async function assertMayOpen(manager: EntityManager, organizationId: string): Promise<void> {
  if (organizationId === SYSTEM_ORGANIZATION_ID) return;
  const rows = (await manager.query(`SELECT 1 FROM organizations.organizations WHERE id = $1 AND status = 'approved'`, [
    organizationId,
  ])) as unknown[];
  if (rows.length === 0) throw new AppError('RECORD_NOT_FOUND');
}

/**
 * Every account of a batch, locked in one order (of the lock keys): two batches that share
 * accounts wait for each other instead of deadlocking.
 */
const LOCK_ACCOUNTS = `SELECT count(pg_advisory_xact_lock(h)) FROM
  (SELECT DISTINCT hashtextextended(s, 0) AS h FROM unnest($1::text[]) AS s ORDER BY h) AS l`;

/**
 * The batch's share of UnitOfWork's key claim: one insert for every request's Idempotency-Key. A
 * key held by another request (here, in this batch, or still running elsewhere: the insert waits
 * for it) is "taken", and that request is answered with the first one's response.
 */
async function claimKeys(manager: EntityManager, batch: QueuedCommand[]) {
  const claimed = batch.filter((c) => c.idempotency && !c.idempotency.claimed);
  if (claimed.length === 0) return { claimed, taken: [] };
  const rows = (await manager.query(
    `INSERT INTO event_store.idempotency_keys (scope, key, request_hash)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[]) ORDER BY 1, 2
     ON CONFLICT DO NOTHING RETURNING scope, key`,
    [
      claimed.map((c) => c.idempotency!.scope),
      claimed.map((c) => c.idempotency!.key),
      claimed.map((c) => c.idempotency!.requestHash),
    ],
  )) as { scope: string; key: string }[];
  const won = new Set(rows.map(idempotencyKeyId));
  return {
    claimed: claimed.filter((c) => won.has(idempotencyKeyId(c.idempotency!))),
    taken: claimed.filter((c) => !won.has(idempotencyKeyId(c.idempotency!))),
  };
}

/** A decided event as appended (its id chosen here, so a batch can fold it before the append). */
const newEvent = (e: CreditEvent) => ({ type: e.type, data: e.data, schemaVersion: CREDIT_EVENT_VERSION, eventId: randomUUID() });

/** What a command that appended `events` answers. */
function appendedResult(c: AccountCommand, balances: Balances, events: StoredEvent[]): LedgerResult {
  return {
    balance: balanceOf(c.account, balances),
    eventIds: events.map((e) => e.eventId),
    topUpId: c.command.type === 'RequestTopUp' ? c.command.topUpId : undefined,
    replayed: false,
    events,
  };
}

/** Splits off the second and later commands carrying an Idempotency-Key already in the batch. */
function firstOfEachKey(queued: QueuedCommand[]): { batch: QueuedCommand[]; later: QueuedCommand[] } {
  const seen = new Set<string>();
  const batch: QueuedCommand[] = [];
  const later: QueuedCommand[] = [];
  for (const c of queued) {
    const id = c.idempotency && !c.idempotency.claimed ? idempotencyKeyId(c.idempotency) : undefined;
    if (id && seen.has(id)) later.push(c);
    else batch.push(c);
    if (id) seen.add(id);
  }
  return { batch, later };
}

/** A new top-up: where its account is, so a decision on it (by top-up id alone) finds its stream. */
async function insertTopUpStream(manager: EntityManager, c: AccountCommand): Promise<void> {
  if (c.command.type !== 'RequestTopUp') return;
  await manager.query(`INSERT INTO credit.top_up_streams (top_up_id, organization_id, currency) VALUES ($1, $2, $3)`, [
    c.command.topUpId,
    c.account.organizationId,
    c.account.currency,
  ]);
}

/** After the unit of work commits; never for a transaction without that hook (it could still roll back). */
function onCommit(manager: EntityManager, fn: () => void): void {
  const data = manager.queryRunner?.data as { afterCommit?: (() => void)[] } | undefined;
  data?.afterCommit?.push(fn);
}
