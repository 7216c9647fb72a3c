import { groupThousands, MAX_CREDIT_BALANCE, MAX_MONEY_AMOUNT, type CreditRemarkCode, type TransactionType } from '@bo/shared';
import type { Aggregate } from '../../../core/event-store/aggregate';
import { AppError } from '../../../core/errors/app-error';
import {
  type Balances,
  CREDIT_EVENT_VERSION,
  CREDIT_STREAM_TYPE,
  type CreditEvent,
  type CreditEventType,
  type HoldPlaced,
  type TopUpRequested,
} from './credit.events';

/**
 * The credit account of one organization in one currency: state, `evolve` (fold an event) and
 * `decide` (a command against the state -> new events, or a refusal). Pure: no I/O, the clock is
 * passed in. Invariants kept here:
 *   available = credit limit + posted balance - active holds, never below zero after a command
 *   that lowers it (spend, hold, debit note, undo, limit cut);
 *   the credit limit is never negative; one command moves at most MAX_MONEY_AMOUNT, and neither the credit limit nor the posted balance
 *   is ever raised beyond MAX_CREDIT_BALANCE (so every figure stays an exact integer);
 *   nothing is edited: corrections (undo, refund, release) are new events referencing the original;
 *   an approved payment is undone at most once; a refund never exceeds what the booking spent;
 *   a command id already applied appends nothing (a re-sent command is harmless) and is answered
 *   with what it did the first time (`commands`).
 */
export type TopUpStatusState = 'PEND' | 'VERIFY' | 'REJECT' | 'CANCEL';

export interface TopUpState {
  amount: number;
  status: TopUpStatusState;
  undone: boolean;
  approvedEventId: string | null;
}
export interface HoldState {
  amount: number;
  expiresAt: string;
  transactionType: TransactionType;
  placedEventId: string | null;
}
export interface BookingState {
  spent: number;
  refunded: number;
}

/** What a keyed command did: enough to answer a re-sent one exactly as the first time. */
export interface CommandOutcome {
  eventIds: string[];
  balances: Balances;
  topUpId: string | null;
}

export interface CreditAccountState {
  opened: boolean;
  balances: Balances;
  topUps: Map<string, TopUpState>;
  holds: Map<string, HoldState>;
  bookings: Map<string, BookingState>;
  commands: Map<string, CommandOutcome>;
}

export const initialState = (): CreditAccountState => ({
  opened: false,
  balances: { creditLimit: 0, posted: 0, held: 0 },
  topUps: new Map(),
  holds: new Map(),
  bookings: new Map(),
  commands: new Map(),
});

export const availableOf = (b: Balances) => b.creditLimit + b.posted - b.held;

/** An event as folded: the stored ones also have an id (corrections reference it). */
export type FoldableEvent = CreditEvent & { eventId?: string };

/**
 * Applies one event to the state IN PLACE and returns it (the aggregate store keeps a per-stream
 * state in memory and folds only the events it has not seen; copying maps of 50,000 remembered
 * commands per event would not do). Amounts and balances come from the event itself.
 */
export function evolve(state: CreditAccountState, event: FoldableEvent): CreditAccountState {
  if ('balanceAfter' in event.data) state.balances = { ...event.data.balanceAfter };
  if (event.data.commandId) remember(state, event.data.commandId, event);
  switch (event.type) {
    case 'CreditAccountOpened':
      state.opened = true;
      break;
    case 'TopUpRequested':
      state.topUps.set(event.data.topUpId, { amount: event.data.amount, status: 'PEND', undone: false, approvedEventId: null });
      break;
    case 'TopUpApproved':
      patchTopUp(state, event.data.topUpId, { status: 'VERIFY', approvedEventId: event.eventId ?? null });
      break;
    case 'TopUpRejected':
      patchTopUp(state, event.data.topUpId, { status: 'REJECT' });
      break;
    case 'TopUpCancelled':
      patchTopUp(state, event.data.topUpId, { status: 'CANCEL' });
      break;
    case 'ApprovedPaymentUndone':
      patchTopUp(state, event.data.topUpId, { undone: true });
      break;
    case 'CreditSpent':
      booking(state, event.data.bookingRef).spent += event.data.amount;
      break;
    case 'CreditRefunded':
      booking(state, event.data.bookingRef).refunded += event.data.amount;
      break;
    case 'HoldPlaced':
      state.holds.set(event.data.bookingRef, {
        amount: event.data.amount,
        expiresAt: event.data.expiresAt,
        transactionType: event.data.transactionType,
        placedEventId: event.eventId ?? null,
      });
      break;
    case 'HoldCaptured':
      state.holds.delete(event.data.bookingRef);
      booking(state, event.data.bookingRef).spent += event.data.amount;
      break;
    case 'HoldReleased':
    case 'HoldExpired':
      state.holds.delete(event.data.bookingRef);
      break;
    case 'CreditLimitAdjusted':
    case 'BalanceAdjusted':
      break;
  }
  return state;
}

/**
 * Keyed commands an account recognises when re-sent: its most recent ones (the HTTP
 * Idempotency-Key record covers the first day on top). Bounded so a busy account's state stays
 * small; every process folds the same events, so all agree on what is remembered.
 */
export const REMEMBERED_COMMANDS = 50_000;

function remember(state: CreditAccountState, commandId: string, event: FoldableEvent): void {
  let outcome = state.commands.get(commandId);
  if (!outcome) {
    state.commands.set(commandId, (outcome = { eventIds: [], balances: state.balances, topUpId: null }));
    if (state.commands.size > REMEMBERED_COMMANDS) state.commands.delete(state.commands.keys().next().value!);
  }
  if (event.eventId) outcome.eventIds.push(event.eventId);
  outcome.balances = { ...state.balances };
  if ('topUpId' in event.data) outcome.topUpId = event.data.topUpId;
}

function patchTopUp(state: CreditAccountState, topUpId: string, patch: Partial<TopUpState>): void {
  const current = state.topUps.get(topUpId);
  if (current) state.topUps.set(topUpId, { ...current, ...patch });
}

function booking(state: CreditAccountState, bookingRef: string): BookingState {
  let b = state.bookings.get(bookingRef);
  if (!b) state.bookings.set(bookingRef, (b = { spent: 0, refunded: 0 }));
  return b;
}

/** The credit account as the core aggregate store folds it (stream `credit-<organization>-<CUR>`). */
export const creditAccount: Aggregate<CreditAccountState, CreditEvent> = {
  streamType: CREDIT_STREAM_TYPE,
  schemaVersion: CREDIT_EVENT_VERSION,
  initialState,
  evolve,
};

export type TopUpRequest = Omit<TopUpRequested, 'commandId' | 'balanceAfter'>;

export type CreditCommand =
  | { type: 'OpenAccount' }
  | { type: 'AdjustCreditLimit'; amount: number; remark: string | null }
  | ({ type: 'RequestTopUp' } & TopUpRequest)
  | { type: 'ApproveTopUp'; topUpId: string }
  | { type: 'RejectTopUp'; topUpId: string; reason: string }
  | { type: 'CancelTopUp'; topUpId: string }
  | { type: 'UndoApprovedPayment'; topUpId: string; reason: string | null }
  | { type: 'AdjustBalance'; kind: 'CREDIT_NOTE' | 'DEBIT_NOTE'; amount: number; reference: string | null; remark: string | null }
  | { type: 'Spend'; bookingRef: string; amount: number; transactionType: TransactionType }
  | { type: 'Refund'; bookingRef: string; amount: number; reason: string | null; reasonCode?: CreditRemarkCode | null }
  | { type: 'PlaceHold'; bookingRef: string; amount: number; expiresAt: string; transactionType: TransactionType }
  | { type: 'CaptureHold'; bookingRef: string; amount?: number }
  | { type: 'ReleaseHold'; bookingRef: string }
  | { type: 'ExpireHolds' };

export interface CommandContext {
  /** The caller's key for this command, when it gave one: a key already applied appends nothing. */
  commandId?: string;
  organizationId: string;
  currency: string;
  now: Date;
}

/** The balance bound as refusals word it: "1,000,000,000,000". */
const MAX_BALANCE_TEXT = groupThousands(MAX_CREDIT_BALANCE);

/** Builds the events of one decision, keeping the running balances each event leaves. */
class Decision {
  readonly events: CreditEvent[] = [];
  balances: Balances;

  constructor(
    state: CreditAccountState,
    private readonly commandId: string | undefined,
  ) {
    this.balances = { ...state.balances };
  }

  get available(): number {
    return availableOf(this.balances);
  }

  /** Emits an event that moves the balances by `delta`; refuses it if it lowers available below zero. */
  emit<T extends CreditEventType>(
    type: T,
    data: Omit<Extract<CreditEvent, { type: T }>['data'], 'commandId' | 'balanceAfter'>,
    delta: Partial<Balances> = {},
  ): void {
    const next = {
      creditLimit: this.balances.creditLimit + (delta.creditLimit ?? 0),
      posted: this.balances.posted + (delta.posted ?? 0),
      held: this.balances.held + (delta.held ?? 0),
    };
    // Raising the limit or the posted balance past the bound is refused; lowering them never is.
    if ((delta.creditLimit ?? 0) > 0 && next.creditLimit > MAX_CREDIT_BALANCE) {
      throw new AppError('CREDIT_LIMIT_TOO_LARGE', { max: MAX_BALANCE_TEXT, wouldBe: groupThousands(next.creditLimit) });
    }
    if ((delta.posted ?? 0) > 0 && next.posted > MAX_CREDIT_BALANCE) {
      throw new AppError('CREDIT_BALANCE_TOO_LARGE', { max: MAX_BALANCE_TEXT, wouldBe: groupThousands(next.posted) });
    }
    const lowers = availableOf(next) < availableOf(this.balances);
    if (lowers && availableOf(next) < 0) {
      throw new AppError('INSUFFICIENT_CREDIT', {
        available: this.available,
        needed: availableOf(this.balances) - availableOf(next),
      });
    }
    this.balances = next;
    const keyed = this.commandId ? { commandId: this.commandId } : {};
    this.events.push({ type, data: { ...data, ...keyed, balanceAfter: { ...next } } } as unknown as CreditEvent);
  }
}

/** The amount of one command: a whole number of minor units, above zero, at most MAX_MONEY_AMOUNT. */
function positive(amount: number): number {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new AppError('VALIDATION_FAILED', {}, { fields: [{ path: 'amount' }] });
  return withinBound(amount);
}

function withinBound(amount: number): number {
  if (Math.abs(amount) > MAX_MONEY_AMOUNT) {
    throw new AppError(
      'MONEY_AMOUNT_TOO_LARGE',
      { max: MAX_MONEY_AMOUNT },
      { fields: [{ path: 'amount', code: 'MONEY_AMOUNT_TOO_LARGE' }] },
    );
  }
  return amount;
}

function pendingTopUp(state: CreditAccountState, topUpId: string): TopUpState {
  const topUp = state.topUps.get(topUpId);
  if (!topUp) throw new AppError('RECORD_NOT_FOUND');
  if (topUp.status !== 'PEND') throw new AppError('TOP_UP_NOT_PENDING');
  return topUp;
}

function activeHold(state: CreditAccountState, bookingRef: string, now: Date): HoldState {
  const hold = state.holds.get(bookingRef);
  if (!hold || Date.parse(hold.expiresAt) <= now.getTime()) throw new AppError('HOLD_NOT_ACTIVE');
  return hold;
}

/**
 * Decides a command against the current state. A command id seen before returns no events (the
 * caller answers from the state). Holds past their expiry are expired first, in the same append.
 */
export function decide(command: CreditCommand, state: CreditAccountState, ctx: CommandContext): CreditEvent[] {
  if (ctx.commandId && state.commands.has(ctx.commandId)) return [];
  const d = new Decision(state, ctx.commandId);
  if (!state.opened) {
    // Expiring holds on an account that does not exist would open it for nothing.
    if (command.type === 'ExpireHolds') return [];
    d.events.push({
      type: 'CreditAccountOpened',
      data: {
        ...(ctx.commandId ? { commandId: ctx.commandId } : {}),
        organizationId: ctx.organizationId,
        currency: ctx.currency,
      },
    });
  } else if (command.type === 'OpenAccount') {
    return [];
  }
  for (const [bookingRef, hold] of state.holds) {
    if (Date.parse(hold.expiresAt) <= ctx.now.getTime()) {
      d.emit('HoldExpired', { bookingRef, amount: hold.amount, originalEventId: hold.placedEventId }, { held: -hold.amount });
    }
  }
  switch (command.type) {
    case 'OpenAccount':
    case 'ExpireHolds':
      break;
    case 'AdjustCreditLimit': {
      if (!Number.isSafeInteger(command.amount) || command.amount === 0) positive(0); // refuses: zero or not whole
      withinBound(command.amount);
      const newLimit = d.balances.creditLimit + command.amount;
      if (newLimit < 0) {
        throw new AppError('CREDIT_LIMIT_NEGATIVE', {
          creditLimit: groupThousands(d.balances.creditLimit),
          wouldBe: groupThousands(newLimit),
        });
      }
      d.emit(
        'CreditLimitAdjusted',
        { previousLimit: d.balances.creditLimit, newLimit, remark: command.remark },
        { creditLimit: command.amount },
      );
      break;
    }
    case 'RequestTopUp': {
      const { type: _type, ...request } = command;
      d.emit('TopUpRequested', { ...request, amount: positive(command.amount) } satisfies Omit<
        TopUpRequested,
        'commandId' | 'balanceAfter'
      >);
      break;
    }
    case 'ApproveTopUp': {
      const topUp = pendingTopUp(state, command.topUpId);
      d.emit('TopUpApproved', { topUpId: command.topUpId, amount: topUp.amount }, { posted: topUp.amount });
      break;
    }
    case 'RejectTopUp': {
      if (!command.reason.trim()) throw new AppError('TOP_UP_REASON_REQUIRED');
      const topUp = pendingTopUp(state, command.topUpId);
      d.emit('TopUpRejected', { topUpId: command.topUpId, amount: topUp.amount, reason: command.reason });
      break;
    }
    case 'CancelTopUp': {
      const topUp = pendingTopUp(state, command.topUpId);
      d.emit('TopUpCancelled', { topUpId: command.topUpId, amount: topUp.amount });
      break;
    }
    case 'UndoApprovedPayment': {
      const topUp = state.topUps.get(command.topUpId);
      if (!topUp) throw new AppError('RECORD_NOT_FOUND');
      if (topUp.status !== 'VERIFY') throw new AppError('TOP_UP_NOT_APPROVED');
      if (topUp.undone) throw new AppError('PAYMENT_ALREADY_UNDONE');
      d.emit(
        'ApprovedPaymentUndone',
        { topUpId: command.topUpId, amount: topUp.amount, reason: command.reason, originalEventId: topUp.approvedEventId },
        { posted: -topUp.amount },
      );
      break;
    }
    case 'AdjustBalance': {
      const amount = positive(command.amount) * (command.kind === 'DEBIT_NOTE' ? -1 : 1);
      d.emit(
        'BalanceAdjusted',
        { kind: command.kind, amount, reference: command.reference, remark: command.remark },
        { posted: amount },
      );
      break;
    }
    case 'Spend':
      d.emit(
        'CreditSpent',
        { bookingRef: command.bookingRef, amount: positive(command.amount), transactionType: command.transactionType },
        { posted: -command.amount },
      );
      break;
    case 'Refund': {
      const b = state.bookings.get(command.bookingRef) ?? { spent: 0, refunded: 0 };
      const refundable = b.spent - b.refunded;
      if (positive(command.amount) > refundable) throw new AppError('REFUND_EXCEEDS_SPENT', { refundable });
      d.emit(
        'CreditRefunded',
        {
          bookingRef: command.bookingRef,
          amount: command.amount,
          reason: command.reason,
          ...(command.reasonCode ? { reasonCode: command.reasonCode } : {}),
        },
        { posted: command.amount },
      );
      break;
    }
    case 'PlaceHold': {
      const existing = state.holds.get(command.bookingRef);
      if (existing && Date.parse(existing.expiresAt) > ctx.now.getTime()) throw new AppError('HOLD_ALREADY_EXISTS');
      if (!(Date.parse(command.expiresAt) > ctx.now.getTime())) {
        throw new AppError('VALIDATION_FAILED', {}, { fields: [{ path: 'expiresAt' }] });
      }
      d.emit(
        'HoldPlaced',
        {
          bookingRef: command.bookingRef,
          amount: positive(command.amount),
          expiresAt: command.expiresAt,
          transactionType: command.transactionType,
        } satisfies Omit<HoldPlaced, 'commandId' | 'balanceAfter'>,
        { held: command.amount },
      );
      break;
    }
    case 'CaptureHold': {
      const hold = activeHold(state, command.bookingRef, ctx.now);
      const amount = command.amount === undefined ? hold.amount : positive(command.amount);
      if (amount > hold.amount) throw new AppError('CAPTURE_EXCEEDS_HOLD', { held: hold.amount });
      d.emit(
        'HoldCaptured',
        {
          bookingRef: command.bookingRef,
          amount,
          released: hold.amount - amount,
          transactionType: hold.transactionType,
          originalEventId: hold.placedEventId,
        },
        { held: -hold.amount, posted: -amount },
      );
      break;
    }
    case 'ReleaseHold': {
      const hold = activeHold(state, command.bookingRef, ctx.now);
      d.emit(
        'HoldReleased',
        { bookingRef: command.bookingRef, amount: hold.amount, originalEventId: hold.placedEventId },
        { held: -hold.amount },
      );
      break;
    }
  }
  return d.events;
}
