import fc from 'fast-check';
import { MAX_CREDIT_BALANCE, MAX_MONEY_AMOUNT } from '@bo/shared';

/**
 * Reference model of ONE credit account (issue "Agent credit", deliverable 6), written from the
 * ledger's promises, not from its code: available = limit + posted - held, never pushed below zero;
 * the credit limit and the posted balance never raised past MAX_CREDIT_BALANCE (issue 15.7), the
 * limit never below zero (issue 15.9);
 * a top-up is decided once; an approval is undone at most once; a refund never exceeds what the
 * booking spent and was not yet refunded; a hold is captured (all or part) or released once.
 * Plus the workload generator (fast-check arbitraries) that drives it.
 */

export type TopUpStatus = 'PEND' | 'VERIFY' | 'REJECT';

/** A command with its targets resolved (ids, booking references), as sent to the API. */
export type Cmd =
  | { kind: 'limit'; amount: number }
  | { kind: 'topUp'; amount: number }
  | { kind: 'approve' | 'reject' | 'undo'; topUpId: string }
  | { kind: 'creditNote' | 'debitNote'; amount: number }
  | { kind: 'spend' | 'hold'; bookingRef: string; amount: number }
  | { kind: 'capture'; bookingRef: string; amount?: number }
  | { kind: 'release'; bookingRef: string }
  | { kind: 'refund'; bookingRef: string; amount: number };

export interface Balances {
  creditLimit: number;
  balance: number;
  held: number;
  available: number;
}

/** What an accepted command must leave behind: its main event and history row (null: none). */
export interface Expected {
  eventType: string;
  history: { actionCode: string; amount: number; balanceAfter: number } | null;
  balances: Balances;
}

export type Decision = { ok: true; expected: Expected } | { ok: false; code: string };

interface TopUp {
  amount: number;
  status: TopUpStatus;
  undone: boolean;
}

export class CreditModel {
  creditLimit = 0;
  posted = 0;
  held = 0;
  readonly topUps = new Map<string, TopUp>();
  /** Active holds by booking reference. */
  readonly holds = new Map<string, number>();
  readonly bookings = new Map<string, { spent: number; refunded: number }>();
  /** Every booking reference used so far, in order (targets for captures, releases, refunds). */
  readonly bookingRefs: string[] = [];
  /** History rows the read side must show, by event id. */
  readonly history = new Map<string, { actionCode: string; amount: number; balanceAfter: number }>();
  /** Accepted commands (each appends its events once). */
  accepted = 0;

  get available(): number {
    return this.creditLimit + this.posted - this.held;
  }

  balances(): Balances {
    return { creditLimit: this.creditLimit, balance: this.posted, held: this.held, available: this.available };
  }

  clone(): CreditModel {
    const c = new CreditModel();
    c.creditLimit = this.creditLimit;
    c.posted = this.posted;
    c.held = this.held;
    for (const [k, v] of this.topUps) c.topUps.set(k, { ...v });
    for (const [k, v] of this.holds) c.holds.set(k, v);
    for (const [k, v] of this.bookings) c.bookings.set(k, { ...v });
    c.bookingRefs.push(...this.bookingRefs);
    c.accepted = this.accepted;
    return c;
  }

  /** Decides `cmd` against this state without changing it. */
  decide(cmd: Cmd): Decision {
    return this.clone().apply(cmd);
  }

  /** Applies `cmd` if the ledger must accept it; `topUpId` names a new top-up (the server's id). */
  apply(cmd: Cmd, topUpId?: string): Decision {
    const refuse = (code: string): Decision => ({ ok: false, code });
    // A change that lowers available may not take it below zero (raising it is always allowed).
    const lowersBelowZero = (dLimit: number, dPosted: number, dHeld: number) => {
      const delta = dLimit + dPosted - dHeld;
      return delta < 0 && this.available + delta < 0;
    };
    let eventType: string;
    let history: Expected['history'] = null;
    const row = (actionCode: string, amount: number) => ({ actionCode, amount, balanceAfter: this.posted });
    // Raising the posted balance past the bound is refused (lowering it never is).
    const postsPastBound = (amount: number) => amount > 0 && this.posted + amount > MAX_CREDIT_BALANCE;
    switch (cmd.kind) {
      case 'limit': {
        if (cmd.amount > 0 && this.creditLimit + cmd.amount > MAX_CREDIT_BALANCE) return refuse('CREDIT_LIMIT_TOO_LARGE');
        if (this.creditLimit + cmd.amount < 0) return refuse('CREDIT_LIMIT_NEGATIVE');
        if (lowersBelowZero(cmd.amount, 0, 0)) return refuse('INSUFFICIENT_CREDIT');
        this.creditLimit += cmd.amount;
        eventType = 'CreditLimitAdjusted';
        history = row('ADJUST_CREDIT_LIMIT', 0);
        break;
      }
      case 'topUp':
        this.topUps.set(topUpId ?? `pending-${this.topUps.size}`, { amount: cmd.amount, status: 'PEND', undone: false });
        eventType = 'TopUpRequested';
        history = row('PAYMENT_ENTRY', 0);
        break;
      case 'approve':
      case 'reject': {
        const t = this.topUps.get(cmd.topUpId);
        if (!t) return refuse('RECORD_NOT_FOUND');
        if (t.status !== 'PEND') return refuse('TOP_UP_NOT_PENDING');
        if (cmd.kind === 'approve') {
          if (postsPastBound(t.amount)) return refuse('CREDIT_BALANCE_TOO_LARGE');
          t.status = 'VERIFY';
          this.posted += t.amount;
          eventType = 'TopUpApproved';
          history = row('PAYMENT_VERIFIED', t.amount);
        } else {
          t.status = 'REJECT';
          eventType = 'TopUpRejected';
          history = row('PAYMENT_REJECTED', 0);
        }
        break;
      }
      case 'undo': {
        const t = this.topUps.get(cmd.topUpId);
        if (!t) return refuse('RECORD_NOT_FOUND');
        if (t.status !== 'VERIFY') return refuse('TOP_UP_NOT_APPROVED');
        if (t.undone) return refuse('PAYMENT_ALREADY_UNDONE');
        if (lowersBelowZero(0, -t.amount, 0)) return refuse('INSUFFICIENT_CREDIT');
        t.undone = true;
        this.posted -= t.amount;
        eventType = 'ApprovedPaymentUndone';
        history = row('PAYMENT_UNDO', -t.amount);
        break;
      }
      case 'creditNote':
      case 'debitNote': {
        const signed = cmd.kind === 'debitNote' ? -cmd.amount : cmd.amount;
        if (postsPastBound(signed)) return refuse('CREDIT_BALANCE_TOO_LARGE');
        if (lowersBelowZero(0, signed, 0)) return refuse('INSUFFICIENT_CREDIT');
        this.posted += signed;
        eventType = 'BalanceAdjusted';
        history = row('SYSTEM_BALANCE_UPDATE', signed);
        break;
      }
      case 'spend': {
        if (lowersBelowZero(0, -cmd.amount, 0)) return refuse('INSUFFICIENT_CREDIT');
        this.posted -= cmd.amount;
        this.booking(cmd.bookingRef).spent += cmd.amount;
        eventType = 'CreditSpent';
        history = row('CREDIT_SPEND', -cmd.amount);
        break;
      }
      case 'hold': {
        if (this.holds.has(cmd.bookingRef)) return refuse('HOLD_ALREADY_EXISTS');
        if (lowersBelowZero(0, 0, cmd.amount)) return refuse('INSUFFICIENT_CREDIT');
        this.held += cmd.amount;
        this.holds.set(cmd.bookingRef, cmd.amount);
        this.booking(cmd.bookingRef);
        eventType = 'HoldPlaced';
        break;
      }
      case 'capture': {
        const h = this.holds.get(cmd.bookingRef);
        if (h === undefined) return refuse('HOLD_NOT_ACTIVE');
        const amount = cmd.amount ?? h;
        if (amount > h) return refuse('CAPTURE_EXCEEDS_HOLD');
        this.holds.delete(cmd.bookingRef);
        this.held -= h;
        this.posted -= amount;
        this.booking(cmd.bookingRef).spent += amount;
        eventType = 'HoldCaptured';
        history = row('CREDIT_SPEND', -amount);
        break;
      }
      case 'release': {
        const h = this.holds.get(cmd.bookingRef);
        if (h === undefined) return refuse('HOLD_NOT_ACTIVE');
        this.holds.delete(cmd.bookingRef);
        this.held -= h;
        eventType = 'HoldReleased';
        break;
      }
      case 'refund': {
        const b = this.bookings.get(cmd.bookingRef) ?? { spent: 0, refunded: 0 };
        if (cmd.amount > b.spent - b.refunded) return refuse('REFUND_EXCEEDS_SPENT');
        if (postsPastBound(cmd.amount)) return refuse('CREDIT_BALANCE_TOO_LARGE');
        this.booking(cmd.bookingRef).refunded += cmd.amount;
        this.posted += cmd.amount;
        eventType = 'CreditRefunded';
        history = row('CREDIT_REFUND', cmd.amount);
        break;
      }
    }
    this.accepted++;
    return { ok: true, expected: { eventType, history, balances: this.balances() } };
  }

  private booking(ref: string) {
    let b = this.bookings.get(ref);
    if (!b) {
      this.bookings.set(ref, (b = { spent: 0, refunded: 0 }));
      this.bookingRefs.push(ref);
    }
    return b;
  }
}

/* ---------------- workload: abstract operations, resolved against the model at run time ---------------- */

/** `pick` chooses among the targets that exist when the round starts (any state: invalid targets are refused). */
export type Op =
  | { kind: 'limit' | 'topUp' | 'creditNote' | 'debitNote'; amount: number }
  | { kind: 'approve' | 'reject' | 'undo'; pick: number }
  | { kind: 'spend' | 'hold'; pick: number | null; amount: number }
  | { kind: 'capture'; pick: number; part: number | null }
  | { kind: 'release'; pick: number }
  | { kind: 'refund'; pick: number; part: number }
  /** Re-send an earlier request of the same writer: same Idempotency-Key, same body. */
  | { kind: 'retry'; pick: number }
  /** A malformed request (an amount of 0, past one operation's bound, or text): 400, nothing stored. */
  | { kind: 'invalid'; amount: unknown };

const money = (min: number, max: number) => fc.integer({ min, max });
const pick = fc.nat({ max: 1_000 });

/** Weights: enough money comes in (top-ups, approvals, limit raises) for spends and holds to pass often. */
export const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('topUp' as const), amount: money(1_000, 60_000) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('approve' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reject' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('undo' as const), pick }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('limit' as const), amount: money(-30_000, 50_000).filter((n) => n !== 0) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constantFrom('creditNote' as const, 'debitNote' as const), amount: money(100, 15_000) }),
  },
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('spend' as const), pick: fc.option(pick, { freq: 3 }), amount: money(100, 25_000) }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('hold' as const), pick: fc.option(pick, { freq: 2 }), amount: money(100, 25_000) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('capture' as const),
      pick,
      part: fc.option(fc.constantFrom(0.25, 0.5, 1, 1.5), { freq: 2 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('release' as const), pick }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('refund' as const), pick, part: fc.constantFrom(0.3, 0.5, 1, 1.2) }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('retry' as const), pick }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('invalid' as const),
      amount: fc.constantFrom<unknown>(0, MAX_MONEY_AMOUNT + 1, -5, '1e3', '0x10', '100', 12.5),
    }),
  },
);

const nth = <T>(list: readonly T[], i: number): T | undefined => (list.length ? list[i % list.length] : undefined);

/**
 * Turns an abstract op into a concrete command against the model at the start of its round.
 * Returns null when it has no target yet (e.g. approve before any top-up): the op is skipped.
 * `newBookingRef()` names a booking that was never used.
 */
export function resolve(op: Exclude<Op, { kind: 'retry' | 'invalid' }>, m: CreditModel, newBookingRef: () => string): Cmd | null {
  const topUpIds = [...m.topUps.keys()];
  const ref = (i: number) => nth(m.bookingRefs, i);
  switch (op.kind) {
    case 'limit':
    case 'topUp':
    case 'creditNote':
    case 'debitNote':
      return { kind: op.kind, amount: op.amount };
    case 'approve':
    case 'reject':
    case 'undo': {
      // Mostly a target in the state the command needs (still pending / approved), sometimes any.
      const wanted = op.kind === 'undo' ? 'VERIFY' : 'PEND';
      const fitting = topUpIds.filter((id) => m.topUps.get(id)!.status === wanted);
      const topUpId = op.pick % 4 === 0 ? nth(topUpIds, op.pick) : (nth(fitting, op.pick) ?? nth(topUpIds, op.pick));
      return topUpId ? { kind: op.kind, topUpId } : null;
    }
    case 'spend':
    case 'hold': {
      const bookingRef = op.pick === null ? newBookingRef() : (ref(op.pick) ?? newBookingRef());
      return { kind: op.kind, bookingRef, amount: op.amount };
    }
    case 'capture': {
      const held = [...m.holds.keys()];
      const bookingRef = op.pick % 5 === 0 ? ref(op.pick) : (nth(held, op.pick) ?? ref(op.pick));
      if (!bookingRef) return null;
      const h = m.holds.get(bookingRef) ?? 1_000;
      return op.part === null
        ? { kind: 'capture', bookingRef }
        : { kind: 'capture', bookingRef, amount: Math.max(1, Math.round(h * op.part)) };
    }
    case 'release': {
      const held = [...m.holds.keys()];
      const bookingRef = op.pick % 5 === 0 ? ref(op.pick) : (nth(held, op.pick) ?? ref(op.pick));
      return bookingRef ? { kind: 'release', bookingRef } : null;
    }
    case 'refund': {
      const spent = m.bookingRefs.filter((r) => m.bookings.get(r)!.spent > 0);
      const bookingRef = nth(spent, op.pick) ?? ref(op.pick);
      if (!bookingRef) return null;
      const b = m.bookings.get(bookingRef)!;
      return { kind: 'refund', bookingRef, amount: Math.max(1, Math.round((b.spent - b.refunded) * op.part)) };
    }
  }
}

/**
 * The commands that take a fresh account close to the bounds (MAX_CREDIT_BALANCE), in steps of at
 * most MAX_MONEY_AMOUNT: a limit `room` below it and a posted balance `room` below it, so the
 * workload's raises run into the bound while its cuts, debits and spends move away from it.
 */
export function nearTheBounds(room: number): Cmd[] {
  const steps = (total: number) => {
    const amounts: number[] = [];
    for (let left = total; left > 0; left -= MAX_MONEY_AMOUNT) amounts.push(Math.min(left, MAX_MONEY_AMOUNT));
    return amounts;
  };
  return [
    ...steps(MAX_CREDIT_BALANCE - room).map((amount): Cmd => ({ kind: 'limit', amount })),
    ...steps(MAX_CREDIT_BALANCE - room).map((amount): Cmd => ({ kind: 'creditNote', amount })),
  ];
}
