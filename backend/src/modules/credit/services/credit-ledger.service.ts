import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { type CreditBalance, type CreditRemarkCode, isCurrencyCode } from '@bo/shared';
import { requestContext } from '../../../core/context/request-context';
import { AppError } from '../../../core/errors/app-error';
import { AggregateStores, type Decision, type StoredEvent } from '../../../core/event-store';
import { fieldError } from '../../../core/http/action-result';
import { OrganizationDirectory } from '../../organizations';
import {
  availableOf,
  type CommandContext,
  creditAccount,
  type CreditAccountState,
  type CreditCommand,
  decide,
} from '../domain/credit-account';
import { type Balances, type CreditEvent, creditStreamId, SYSTEM_ORGANIZATION_ID } from '../domain/credit.events';
import type { CreditLedger } from '../ports/credit-ledger.port';

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
const CACHE_SIZE = 10_000;
/** Optimistic-concurrency retries of a whole command (its unit of work) before answering 409. */
const RETRIES = 5;
/**
 * Group commit: batches written at once by one process, and commands in one batch at most. Two in
 * flight measured best in bench/credit (fewer, larger batches).
 */
const GROUP_COMMIT = { batchesInFlight: 2, batchSize: 100 };

/** Service callers (bookings) skip the HTTP contract: the same ISO 4217 list holds for them. */
function assertCurrency(currency: string): void {
  if (!isCurrencyCode(currency)) throw fieldError('CURRENCY_NOT_ISO_4217', 'currencyCode');
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
 * The credit ledger's business on the core write path (`AggregateStore`, docs/event-store.md): an
 * account must exist or may open, `decide` the command, answer with the balances it leaves.
 * Writers of one account queue on the stream lock; commands that run in their own transaction go
 * through the group commit (docs/credit.md, "Group commit").
 *
 * This is the service other contexts (bookings) call: spend, placeHold, captureHold, releaseHold,
 * refund, each with an optional command id for safe retries.
 */
@Injectable()
export class CreditLedgerService implements CreditLedger {
  private readonly accounts;

  constructor(
    private readonly dataSource: DataSource,
    private readonly organizations: OrganizationDirectory,
    stores: AggregateStores,
  ) {
    this.accounts = stores.create(creditAccount, { cacheSize: CACHE_SIZE, retries: RETRIES, groupCommit: GROUP_COMMIT });
  }

  /** Runs one command on one account, in its own transaction unless `options.manager` is given. */
  execute(account: CreditAccountRef, command: CreditCommand, options: LedgerOptions = {}): Promise<LedgerResult> {
    assertCurrency(account.currency);
    const ctx: CommandContext = {
      commandId: options.commandId ?? httpCommandId(),
      organizationId: account.organizationId,
      currency: account.currency,
      now: options.now ?? new Date(),
    };
    return this.accounts.execute<LedgerResult>(
      {
        streamId: creditStreamId(account.organizationId, account.currency),
        decide: async (state, _version, manager) => {
          if (!state.opened && command.type !== 'ExpireHolds') await this.assertMayOpen(manager, account.organizationId);
          return decideOn(account, command, ctx, state);
        },
        afterAppend: (manager) => insertTopUpStream(manager, account, command),
      },
      options.manager,
    );
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

  /** `reason`: a person's words; `reasonCode`: the server's own remark (shared CREDIT_REMARK), shown in the reader's language. */
  refund(
    account: CreditAccountRef,
    c: { bookingRef: string; amount: number; reason?: string | null; reasonCode?: CreditRemarkCode | null },
    o?: LedgerOptions,
  ) {
    const { bookingRef, amount } = c;
    return this.execute(
      account,
      { type: 'Refund', bookingRef, amount, reason: c.reason ?? null, reasonCode: c.reasonCode ?? null },
      o,
    );
  }

  /** A new account only for an approved organization (or the provider itself): a bogus id is 404. */
  private async assertMayOpen(manager: EntityManager, organizationId: string): Promise<void> {
    if (organizationId === SYSTEM_ORGANIZATION_ID) return;
    if (!(await this.organizations.isApproved(manager, organizationId))) throw new AppError('RECORD_NOT_FOUND');
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
}

/**
 * The ledger's decision (the account may open: checked before), `decide`. A command that
 * appends nothing is answered from the state it saw: a re-sent one with its first outcome.
 */
function decideOn(
  account: CreditAccountRef,
  command: CreditCommand,
  ctx: CommandContext,
  state: CreditAccountState,
): Decision<CreditEvent, LedgerResult> {
  const events = decide(command, state, ctx);
  if (events.length === 0) {
    if (!state.opened) throw new AppError('RECORD_NOT_FOUND');
    const answer = unchanged(account, state, ctx.commandId);
    return { events, reply: () => answer };
  }
  const last = events[events.length - 1].data as { balanceAfter?: Balances };
  const balances = last.balanceAfter ?? { ...state.balances };
  return {
    events,
    reply: (stored) => ({
      balance: balanceOf(account, balances),
      eventIds: stored.map((e) => e.eventId),
      topUpId: command.type === 'RequestTopUp' ? command.topUpId : undefined,
      replayed: false,
      events: stored,
    }),
  };
}

/** The answer to a command that appends nothing: a re-sent one (its first outcome) or a no-op. */
function unchanged(account: CreditAccountRef, state: CreditAccountState, commandId: string | undefined): LedgerResult {
  const outcome = commandId ? state.commands.get(commandId) : undefined;
  return {
    balance: balanceOf(account, outcome?.balances ?? state.balances),
    eventIds: outcome?.eventIds ?? [],
    topUpId: outcome?.topUpId ?? undefined,
    replayed: outcome !== undefined,
    events: [],
  };
}

type TransactionTypeCode = Extract<CreditCommand, { type: 'Spend' }>['transactionType'];

/** `<user>:<Idempotency-Key>` when the request carries one (the platform's key scope is the user). */
function httpCommandId(): string | undefined {
  const idem = requestContext.get()?.idempotency;
  return idem ? `${idem.scope}:${idem.key}` : undefined;
}

/** A new top-up: where its account is, so a decision on it (by top-up id alone) finds its stream. */
async function insertTopUpStream(manager: EntityManager, account: CreditAccountRef, command: CreditCommand): Promise<void> {
  if (command.type !== 'RequestTopUp') return;
  await manager.query(`INSERT INTO credit.top_up_streams (top_up_id, organization_id, currency) VALUES ($1, $2, $3)`, [
    command.topUpId,
    account.organizationId,
    account.currency,
  ]);
}
