import type { CreditCommand } from '../../domain/credit-account';
import { balanceAfter, given, topUp } from '../../domain/credit-account.given';

// ProcessTopUpHandler (staff only) finds the top-up's account (a database read), then decides
// VERIFY as `ApproveTopUp`, REJECT as `RejectTopUp` (a reason required before deciding, as the
// decide requires it) and UNDO as `UndoApprovedPayment`.
const approve: CreditCommand = { type: 'ApproveTopUp', topUpId: 't1' };
const reject = (reason: string): CreditCommand => ({ type: 'RejectTopUp', topUpId: 't1', reason });
const undo: CreditCommand = { type: 'UndoApprovedPayment', topUpId: 't1', reason: 'Cheque bounced' };
const pending = given(topUp('t1', 5_000));
const approved = given(topUp('t1', 5_000), approve);

describe('verify a top-up: given / when ApproveTopUp / then', () => {
  test('given a pending top-up of 50.00, when verified, then TopUpApproved posting it', () => {
    const events = pending.when(approve);
    expect(events).toEqual([
      expect.objectContaining({ type: 'TopUpApproved', data: expect.objectContaining({ topUpId: 't1', amount: 5_000 }) }),
    ]);
    expect(balanceAfter(events)).toEqual({ creditLimit: 0, posted: 5_000, held: 0 });
  });

  test('refused: approved or rejected already TOP_UP_NOT_PENDING; unknown RECORD_NOT_FOUND', () => {
    expect(approved.refused(approve)).toBe('TOP_UP_NOT_PENDING');
    expect(given(topUp('t1', 5), reject('No slip')).refused(approve)).toBe('TOP_UP_NOT_PENDING');
    expect(given(topUp('t0', 5)).refused(approve)).toBe('RECORD_NOT_FOUND');
  });
});

describe('reject a top-up: given / when RejectTopUp / then', () => {
  test('given a pending top-up, when rejected with a reason, then TopUpRejected; nothing posted', () => {
    const events = pending.when(reject('Slip unreadable'));
    expect(events[0]).toMatchObject({ type: 'TopUpRejected', data: { amount: 5_000, reason: 'Slip unreadable' } });
    expect(balanceAfter(events)).toEqual({ creditLimit: 0, posted: 0, held: 0 });
  });

  test('refused: a blank reason TOP_UP_REASON_REQUIRED; decided already TOP_UP_NOT_PENDING', () => {
    expect(pending.refused(reject('  '))).toBe('TOP_UP_REASON_REQUIRED');
    expect(approved.refused(reject('Late'))).toBe('TOP_UP_NOT_PENDING');
  });
});

describe('undo an approved payment: given / when UndoApprovedPayment / then', () => {
  test('given an approved top-up, when undone, then ApprovedPaymentUndone referencing the approval, taking it back', () => {
    const events = approved.when(undo);
    expect(events[0]).toMatchObject({
      type: 'ApprovedPaymentUndone',
      data: { topUpId: 't1', amount: 5_000, reason: 'Cheque bounced', originalEventId: 'ev-3' },
    });
    expect(balanceAfter(events)).toEqual({ creditLimit: 0, posted: 0, held: 0 });
  });

  test('refused: undone already PAYMENT_ALREADY_UNDONE; not approved TOP_UP_NOT_APPROVED; unknown RECORD_NOT_FOUND', () => {
    expect(given(topUp('t1', 5_000), approve, undo).refused(undo)).toBe('PAYMENT_ALREADY_UNDONE');
    expect(pending.refused(undo)).toBe('TOP_UP_NOT_APPROVED');
    expect(given(topUp('t0', 5)).refused(undo)).toBe('RECORD_NOT_FOUND');
  });

  test('refused: the money was spent meanwhile INSUFFICIENT_CREDIT', () => {
    const spent = given(topUp('t1', 5_000), approve, {
      type: 'Spend',
      bookingRef: 'BK1',
      amount: 4_000,
      transactionType: 'HOTEL_BOOKING',
    });
    expect(spent.refused(undo)).toBe('INSUFFICIENT_CREDIT');
  });
});
