import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { CreditBalance } from '@bo/shared';
import { requestContext } from '../../../core/context/request-context';
import { UnitOfWork } from '../../../core/database/unit-of-work';
import { AppError } from '../../../core/errors/app-error';
import { EventStore, type StoredEvent } from '../../../core/event-store';
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

  /** Runs one command on one account, in its own transaction unless `options.manager` is given. */
  execute(account: CreditAccountRef, command: CreditCommand, options: LedgerOptions = {}): Promise<LedgerResult> {
    assertCurrency(account.currency);
    const commandId = options.commandId ?? httpCommandId();
    if (options.manager) return this.executeIn(options.manager, account, command, commandId, options.now);
    return this.uow.run((manager) => this.executeIn(manager, account, command, commandId, options.now), { retries: RETRIES });
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

  private async executeIn(
    manager: EntityManager,
    account: CreditAccountRef,
    command: CreditCommand,
    commandId: string | undefined,
    now = new Date(),
  ): Promise<LedgerResult> {
    const streamId = creditStreamId(account.organizationId, account.currency);
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [streamId]);
    const state = await this.stateOf(manager, streamId);
    if (!state.opened && command.type !== 'ExpireHolds') await assertMayOpen(manager, account.organizationId);
    const decided = decide(command, state, {
      commandId,
      organizationId: account.organizationId,
      currency: account.currency,
      now,
    });
    if (decided.length === 0) {
      const outcome = commandId ? state.commands.get(commandId) : undefined;
      if (!state.opened) throw new AppError('RECORD_NOT_FOUND');
      return {
        balance: balanceOf(account, outcome?.balances ?? state.balances),
        eventIds: outcome?.eventIds ?? [],
        topUpId: outcome?.topUpId ?? undefined,
        replayed: outcome !== undefined,
        events: [],
      };
    }
    const appended = await this.store.append(
      streamId,
      CREDIT_STREAM_TYPE,
      decided.map((e) => ({ type: e.type, data: e.data, schemaVersion: CREDIT_EVENT_VERSION })),
      { expectedVersion: state.version, manager },
    );
    if (command.type === 'RequestTopUp') {
      await manager.query(`INSERT INTO credit.top_up_streams (top_up_id, organization_id, currency) VALUES ($1, $2, $3)`, [
        command.topUpId,
        account.organizationId,
        account.currency,
      ]);
    }
    // Only committed events may enter the shared cache; the next command reads what it lacks.
    onCommit(manager, () => this.fold(streamId, appended.events));
    const last = decided[decided.length - 1].data as { balanceAfter?: Balances };
    return {
      balance: balanceOf(account, last.balanceAfter ?? state.balances),
      eventIds: appended.events.map((e) => e.eventId),
      topUpId: command.type === 'RequestTopUp' ? command.topUpId : undefined,
      replayed: false,
      events: appended.events,
    };
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

/** After the unit of work commits; never for a transaction without that hook (it could still roll back). */
function onCommit(manager: EntityManager, fn: () => void): void {
  const data = manager.queryRunner?.data as { afterCommit?: (() => void)[] } | undefined;
  data?.afterCommit?.push(fn);
}
