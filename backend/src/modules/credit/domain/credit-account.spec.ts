import { MAX_CREDIT_BALANCE, MAX_MONEY_AMOUNT } from '@bo/shared';
import { type CommandContext, type CreditCommand, creditAccount, decide, availableOf } from './credit-account';
import { given, hold, NOW, ORG, topUp, types } from './credit-account.given';

let seq = 0;
const ctx = (over: Partial<CommandContext> = {}): CommandContext => ({
  commandId: `cmd-${++seq}`,
  organizationId: ORG,
  currency: 'MYR',
  now: NOW,
  ...over,
});

const funded = (amount: number) => given(topUp('t1', amount), { type: 'ApproveTopUp', topUpId: 't1' });

describe('opening', () => {
  test('the first command opens the account in the same append; a second open appends nothing', () => {
    const g = given();
    expect(types(g.when({ type: 'OpenAccount' }))).toEqual(['CreditAccountOpened']);
    expect(given({ type: 'OpenAccount' }).when({ type: 'OpenAccount' })).toEqual([]);
    expect(types(g.when(topUp('t', 100)))).toEqual(['CreditAccountOpened', 'TopUpRequested']);
  });
});

describe('top-ups', () => {
  test('a requested top-up changes no balance; approval posts it', () => {
    const g = given(topUp('t1', 5000));
    expect(g.state().balances).toEqual({ creditLimit: 0, posted: 0, held: 0 });
    const [approved] = g.when({ type: 'ApproveTopUp', topUpId: 't1' });
    expect(approved).toMatchObject({ type: 'TopUpApproved', data: { amount: 5000, balanceAfter: { posted: 5000 } } });
  });

  test('a top-up is decided once: no approval after a rejection, nor a second approval', () => {
    const rejected = given(topUp('t1', 5000), { type: 'RejectTopUp', topUpId: 't1', reason: 'Slip unreadable' });
    expect(rejected.refused({ type: 'ApproveTopUp', topUpId: 't1' })).toBe('TOP_UP_NOT_PENDING');
    expect(funded(5000).refused({ type: 'ApproveTopUp', topUpId: 't1' })).toBe('TOP_UP_NOT_PENDING');
    expect(given(topUp('t1', 5)).refused({ type: 'RejectTopUp', topUpId: 't1', reason: ' ' })).toBe('TOP_UP_REASON_REQUIRED');
    expect(given().refused({ type: 'ApproveTopUp', topUpId: 'nope' })).toBe('RECORD_NOT_FOUND');
  });

  test('a pending top-up can be cancelled (PAYMENT_CANCELLED), then no longer approved', () => {
    const g = given(topUp('t1', 100), { type: 'CancelTopUp', topUpId: 't1' });
    expect(g.history.at(-1)!.type).toBe('TopUpCancelled');
    expect(g.refused({ type: 'ApproveTopUp', topUpId: 't1' })).toBe('TOP_UP_NOT_PENDING');
  });

  test('an approved payment is undone once, as a new entry referencing the approval', () => {
    const g = funded(5000);
    const [undo] = g.when({ type: 'UndoApprovedPayment', topUpId: 't1', reason: 'Bounced' });
    expect(undo).toMatchObject({
      type: 'ApprovedPaymentUndone',
      data: { amount: 5000, originalEventId: 'ev-3', balanceAfter: { posted: 0 } },
    });
    const twice = given(
      topUp('t1', 5000),
      { type: 'ApproveTopUp', topUpId: 't1' },
      { type: 'UndoApprovedPayment', topUpId: 't1', reason: null },
    );
    expect(twice.refused({ type: 'UndoApprovedPayment', topUpId: 't1', reason: null })).toBe('PAYMENT_ALREADY_UNDONE');
    expect(given(topUp('t1', 5)).refused({ type: 'UndoApprovedPayment', topUpId: 't1', reason: null })).toBe(
      'TOP_UP_NOT_APPROVED',
    );
  });

  test('an undo that would leave available below zero (the money was spent) is refused', () => {
    const g = given(
      topUp('t1', 5000),
      { type: 'ApproveTopUp', topUpId: 't1' },
      { type: 'Spend', bookingRef: 'B1', amount: 4000, transactionType: 'HOTEL_BOOKING' },
    );
    expect(g.refused({ type: 'UndoApprovedPayment', topUpId: 't1', reason: null })).toBe('INSUFFICIENT_CREDIT');
  });
});

describe('spending', () => {
  test('available = limit + posted - holds; a spend beyond it is refused and appends nothing', () => {
    const g = given({ type: 'AdjustCreditLimit', amount: 1000, remark: null }, topUp('t1', 500), {
      type: 'ApproveTopUp',
      topUpId: 't1',
    });
    expect(availableOf(g.state().balances)).toBe(1500);
    expect(g.refused({ type: 'Spend', bookingRef: 'B', amount: 1501, transactionType: 'HOTEL_BOOKING' })).toBe(
      'INSUFFICIENT_CREDIT',
    );
    const [spent] = g.when({ type: 'Spend', bookingRef: 'B', amount: 1500, transactionType: 'HOTEL_BOOKING' });
    expect(spent.data).toMatchObject({ balanceAfter: { creditLimit: 1000, posted: -1000, held: 0 } });
  });

  test('a refund never exceeds what the booking spent, counting earlier refunds', () => {
    const g = given(
      topUp('t1', 1000),
      { type: 'ApproveTopUp', topUpId: 't1' },
      { type: 'Spend', bookingRef: 'B', amount: 600, transactionType: 'FLIGHT_BOOKING' },
      { type: 'Refund', bookingRef: 'B', amount: 400, reason: null },
    );
    expect(g.refused({ type: 'Refund', bookingRef: 'B', amount: 201, reason: null })).toBe('REFUND_EXCEEDS_SPENT');
    expect(g.refused({ type: 'Refund', bookingRef: 'other', amount: 1, reason: null })).toBe('REFUND_EXCEEDS_SPENT');
    expect(types(g.when({ type: 'Refund', bookingRef: 'B', amount: 200, reason: null }))).toEqual(['CreditRefunded']);
  });

  test('a debit note cannot take available below zero; a credit note adds', () => {
    const g = funded(100);
    expect(g.refused({ type: 'AdjustBalance', kind: 'DEBIT_NOTE', amount: 101, reference: null, remark: null })).toBe(
      'INSUFFICIENT_CREDIT',
    );
    const [note] = g.when({ type: 'AdjustBalance', kind: 'CREDIT_NOTE', amount: 50, reference: 'CN1', remark: null });
    expect(note.data).toMatchObject({ amount: 50, balanceAfter: { posted: 150 } });
  });

  test('the same command id twice appends nothing the second time, and its first outcome is kept', () => {
    const g = funded(100);
    const state = g.state();
    const spend: CreditCommand = { type: 'Spend', bookingRef: 'B', amount: 10, transactionType: 'HOTEL_BOOKING' };
    const events = decide(spend, state, ctx({ commandId: 'same' }));
    const after = events.map((e) => ({ ...e, eventId: 'ev-spend' })).reduce(creditAccount.evolve, state);
    expect(decide(spend, after, ctx({ commandId: 'same' }))).toEqual([]);
    expect(after.commands.get('same')).toEqual({
      eventIds: ['ev-spend'],
      balances: { creditLimit: 0, posted: 90, held: 0 },
      topUpId: null,
    });
  });

  test('a command without a key is never taken for a repeat', () => {
    const g = funded(100);
    const spend: CreditCommand = { type: 'Spend', bookingRef: 'B', amount: 10, transactionType: 'HOTEL_BOOKING' };
    const once = decide(spend, g.state(), ctx({ commandId: undefined })).reduce(creditAccount.evolve, g.state());
    expect(types(decide(spend, once, ctx({ commandId: undefined })))).toEqual(['CreditSpent']);
  });
});

describe('holds', () => {
  const later = new Date(NOW.getTime() + 60_000).toISOString();
  const hold = (bookingRef: string, amount: number, expiresAt = later): CreditCommand => ({
    type: 'PlaceHold',
    bookingRef,
    amount,
    expiresAt,
    transactionType: 'HOTEL_BOOKING',
  });

  test('a hold lowers available; a second hold beyond it is refused', () => {
    const g = given(topUp('t1', 1000), { type: 'ApproveTopUp', topUpId: 't1' }, hold('B1', 700));
    expect(availableOf(g.state().balances)).toBe(300);
    expect(g.refused(hold('B2', 301))).toBe('INSUFFICIENT_CREDIT');
    expect(g.refused(hold('B1', 1))).toBe('HOLD_ALREADY_EXISTS');
  });

  test('capture spends part of a hold and releases the rest; it then counts as spent for refunds', () => {
    const g = given(topUp('t1', 1000), { type: 'ApproveTopUp', topUpId: 't1' }, hold('B1', 700), {
      type: 'CaptureHold',
      bookingRef: 'B1',
      amount: 500,
    });
    expect(g.state().balances).toEqual({ creditLimit: 0, posted: 500, held: 0 });
    expect(g.refused({ type: 'CaptureHold', bookingRef: 'B1' })).toBe('HOLD_NOT_ACTIVE');
    expect(g.refused({ type: 'Refund', bookingRef: 'B1', amount: 501, reason: null })).toBe('REFUND_EXCEEDS_SPENT');
  });

  test('release gives the hold back; capture beyond the hold is refused', () => {
    const g = given(topUp('t1', 1000), { type: 'ApproveTopUp', topUpId: 't1' }, hold('B1', 700));
    expect(g.refused({ type: 'CaptureHold', bookingRef: 'B1', amount: 701 })).toBe('CAPTURE_EXCEEDS_HOLD');
    const [released] = g.when({ type: 'ReleaseHold', bookingRef: 'B1' });
    expect(released).toMatchObject({
      type: 'HoldReleased',
      data: { amount: 700, originalEventId: 'ev-4', balanceAfter: { held: 0 } },
    });
  });

  test('a hold past its expiry is expired by the next command (or the expiry job) and cannot be captured', () => {
    const g = given(topUp('t1', 1000), { type: 'ApproveTopUp', topUpId: 't1' }, hold('B1', 700));
    const afterExpiry = new Date(NOW.getTime() + 61_000);
    expect(types(g.when({ type: 'ExpireHolds' }, { now: afterExpiry }))).toEqual(['HoldExpired']);
    expect(g.when({ type: 'ExpireHolds' })).toEqual([]);
    expect(g.refused({ type: 'CaptureHold', bookingRef: 'B1' }, { now: afterExpiry })).toBe('HOLD_NOT_ACTIVE');
    const spend = g.when(
      { type: 'Spend', bookingRef: 'B2', amount: 1000, transactionType: 'HOTEL_BOOKING' },
      { now: afterExpiry },
    );
    expect(types(spend)).toEqual(['HoldExpired', 'CreditSpent']);
  });

  test('expiring holds on an account that was never opened appends nothing (it does not open it)', () => {
    expect(given().when({ type: 'ExpireHolds' })).toEqual([]);
  });
});

describe('credit limit', () => {
  test('a limit cut that would leave available below zero is refused', () => {
    const g = given(
      { type: 'AdjustCreditLimit', amount: 1000, remark: null },
      { type: 'Spend', bookingRef: 'B', amount: 800, transactionType: 'HOTEL_BOOKING' },
    );
    expect(g.refused({ type: 'AdjustCreditLimit', amount: -201, remark: null })).toBe('INSUFFICIENT_CREDIT');
    const [cut] = g.when({ type: 'AdjustCreditLimit', amount: -200, remark: 'review' });
    expect(cut.data).toMatchObject({ previousLimit: 1000, newLimit: 800 });
  });

  test('a limit is never cut below zero, even with money to cover it: said so, not INSUFFICIENT_CREDIT', () => {
    const g = given({ type: 'AdjustCreditLimit', amount: 1000, remark: null }, topUp('t1', 5000), {
      type: 'ApproveTopUp',
      topUpId: 't1',
    });
    expect(g.refused({ type: 'AdjustCreditLimit', amount: -1001, remark: null })).toBe('CREDIT_LIMIT_NEGATIVE');
    expect(given().refused({ type: 'AdjustCreditLimit', amount: -1, remark: null })).toBe('CREDIT_LIMIT_NEGATIVE');
    expect(g.when({ type: 'AdjustCreditLimit', amount: -1000, remark: null })[0].data).toMatchObject({ newLimit: 0 });
  });
});

describe('bounds (shared/src/money/bounds.ts)', () => {
  const note = (amount: number): CreditCommand => ({
    type: 'AdjustBalance',
    kind: 'CREDIT_NOTE',
    amount,
    reference: null,
    remark: null,
  });
  const limit = (amount: number): CreditCommand => ({ type: 'AdjustCreditLimit', amount, remark: null });
  const nineNotes = Array.from({ length: 9 }, () => note(MAX_MONEY_AMOUNT));

  test('one command moves at most MAX_MONEY_AMOUNT, whatever its kind', () => {
    const g = given(limit(1000));
    for (const command of [
      note(MAX_MONEY_AMOUNT + 1),
      limit(MAX_MONEY_AMOUNT + 1),
      limit(-MAX_MONEY_AMOUNT - 1),
      topUp('big', MAX_MONEY_AMOUNT + 1),
      { type: 'Spend', bookingRef: 'B', amount: MAX_MONEY_AMOUNT + 1, transactionType: 'HOTEL_BOOKING' },
      hold('B', MAX_MONEY_AMOUNT + 1),
    ] satisfies CreditCommand[]) {
      expect([command.type, g.refused(command)]).toEqual([command.type, 'MONEY_AMOUNT_TOO_LARGE']);
    }
    expect(types(g.when(note(MAX_MONEY_AMOUNT)))).toEqual(['BalanceAdjusted']);
  });

  test('the posted balance is never raised past MAX_CREDIT_BALANCE: notes, approvals and refunds are refused, nothing appended', () => {
    const g = given(...nineNotes, note(MAX_MONEY_AMOUNT - 10), topUp('t1', 11), topUp('t2', 10));
    expect(g.state().balances.posted).toBe(MAX_CREDIT_BALANCE - 10);
    expect(g.refused(note(11))).toBe('CREDIT_BALANCE_TOO_LARGE');
    expect(g.refused({ type: 'ApproveTopUp', topUpId: 't1' })).toBe('CREDIT_BALANCE_TOO_LARGE');
    // Exactly at the bound is allowed; lowering from it always is.
    expect(types(g.when({ type: 'ApproveTopUp', topUpId: 't2' }))).toEqual(['TopUpApproved']);
    // A booking's refund too: spent 5, then a credit note brought the balance back to the bound.
    const at = given(
      ...nineNotes,
      note(MAX_MONEY_AMOUNT),
      { type: 'Spend', bookingRef: 'B', amount: 5, transactionType: 'HOTEL_BOOKING' },
      note(4),
    );
    expect(at.refused({ type: 'Refund', bookingRef: 'B', amount: 2, reason: null })).toBe('CREDIT_BALANCE_TOO_LARGE');
    expect(types(at.when({ type: 'Refund', bookingRef: 'B', amount: 1, reason: null }))).toEqual(['CreditRefunded']);
  });

  test('the credit limit is never raised past MAX_CREDIT_BALANCE; available (limit + balance) stays exact', () => {
    const tenLimits = Array.from({ length: 10 }, () => limit(MAX_MONEY_AMOUNT));
    const g = given(...tenLimits, ...nineNotes, note(MAX_MONEY_AMOUNT));
    expect(g.refused(limit(1))).toBe('CREDIT_LIMIT_TOO_LARGE');
    expect(g.state().balances).toEqual({ creditLimit: MAX_CREDIT_BALANCE, posted: MAX_CREDIT_BALANCE, held: 0 });
    expect(availableOf(g.state().balances)).toBe(2 * MAX_CREDIT_BALANCE);
    expect(Number.isSafeInteger(2 * MAX_CREDIT_BALANCE)).toBe(true);
    expect(types(g.when(limit(-1)))).toEqual(['CreditLimitAdjusted']);
  });
});
