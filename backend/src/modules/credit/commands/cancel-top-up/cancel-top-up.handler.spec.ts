import type { CreditCommand } from '../../domain/credit-account';
import { given, topUp } from '../../domain/credit-account.given';

// CancelTopUpHandler finds the top-up's account (the write side's index, a database read), checks
// the caller's scope, then decides `CancelTopUp`.
const cancel = (topUpId: string): CreditCommand => ({ type: 'CancelTopUp', topUpId });

describe('cancel a top-up: given / when CancelTopUp / then', () => {
  test('given a pending top-up, when cancelled, then TopUpCancelled with its amount; no balance moves', () => {
    const events = given(topUp('t1', 5_000)).when(cancel('t1'));
    expect(events).toEqual([
      expect.objectContaining({
        type: 'TopUpCancelled',
        data: expect.objectContaining({ topUpId: 't1', amount: 5_000, balanceAfter: { creditLimit: 0, posted: 0, held: 0 } }),
      }),
    ]);
  });

  test('given it was approved, rejected or cancelled already, when cancelled, then refused TOP_UP_NOT_PENDING', () => {
    expect(given(topUp('t1', 5), { type: 'ApproveTopUp', topUpId: 't1' }).refused(cancel('t1'))).toBe('TOP_UP_NOT_PENDING');
    expect(given(topUp('t1', 5), { type: 'RejectTopUp', topUpId: 't1', reason: 'No slip' }).refused(cancel('t1'))).toBe(
      'TOP_UP_NOT_PENDING',
    );
    expect(given(topUp('t1', 5), cancel('t1')).refused(cancel('t1'))).toBe('TOP_UP_NOT_PENDING');
  });

  test('given no such top-up, when cancelled, then refused RECORD_NOT_FOUND', () => {
    expect(given(topUp('t1', 5)).refused(cancel('t2'))).toBe('RECORD_NOT_FOUND');
  });
});
