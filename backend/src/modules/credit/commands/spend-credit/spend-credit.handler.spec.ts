import type { CreditCommand } from '../../domain/credit-account';
import { balanceAfter, given, hold } from '../../domain/credit-account.given';

// SpendCreditHandler: the caller's account (accountOf, see capture-hold's spec), then `Spend`.
const spend = (amount: number): CreditCommand => ({ type: 'Spend', bookingRef: 'BK1', amount, transactionType: 'HOTEL_BOOKING' });
const limit = (amount: number): CreditCommand => ({ type: 'AdjustCreditLimit', amount, remark: null });

describe('spend credit: given / when Spend / then', () => {
  test('given a limit of 100.00, when 100.00 is spent, then CreditSpent; the balance goes negative within the limit', () => {
    const events = given(limit(10_000)).when(spend(10_000));
    expect(events[0]).toMatchObject({
      type: 'CreditSpent',
      data: { bookingRef: 'BK1', amount: 10_000, transactionType: 'HOTEL_BOOKING' },
    });
    expect(balanceAfter(events)).toEqual({ creditLimit: 10_000, posted: -10_000, held: 0 });
  });

  test('refused INSUFFICIENT_CREDIT: beyond available, holds counted', () => {
    expect(given(limit(10_000)).refused(spend(10_001))).toBe('INSUFFICIENT_CREDIT');
    expect(given(limit(10_000), hold('BK2', 5_000)).refused(spend(5_001))).toBe('INSUFFICIENT_CREDIT');
  });

  test('refused VALIDATION_FAILED: an amount not a whole number above zero', () => {
    expect(given(limit(10_000)).refused(spend(-1))).toBe('VALIDATION_FAILED');
    expect(given(limit(10_000)).refused(spend(1.25))).toBe('VALIDATION_FAILED');
  });
});
