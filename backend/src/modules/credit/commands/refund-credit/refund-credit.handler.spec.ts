import type { CreditCommand } from '../../domain/credit-account';
import { funded, given, types } from '../../domain/credit-account.given';

// RefundCreditHandler: staff only (staffAccountOf, see adjust-balance's spec), then `Refund`.
const spend = (bookingRef: string, amount: number): CreditCommand => ({
  type: 'Spend',
  bookingRef,
  amount,
  transactionType: 'HOTEL_BOOKING',
});
const refund = (bookingRef: string, amount: number): CreditCommand => ({
  type: 'Refund',
  bookingRef,
  amount,
  reason: 'Cancelled',
});
const spent = given(...funded(10_000), spend('BK1', 6_000));

describe('refund credit: given / when Refund / then', () => {
  test('given 60.00 spent on a booking, when 40.00 is refunded, then CreditRefunded adding it back', () => {
    const [refunded] = spent.when(refund('BK1', 4_000));
    expect(refunded).toMatchObject({
      type: 'CreditRefunded',
      data: { bookingRef: 'BK1', amount: 4_000, reason: 'Cancelled', balanceAfter: { posted: 8_000 } },
    });
  });

  test('given a captured hold, when refunded, then refunded (a capture counts as spent)', () => {
    const captured = given(
      ...funded(10_000),
      {
        type: 'PlaceHold',
        bookingRef: 'BK2',
        amount: 3_000,
        expiresAt: '2031-01-02T00:00:00Z',
        transactionType: 'HOTEL_BOOKING',
      },
      { type: 'CaptureHold', bookingRef: 'BK2' },
    );
    expect(types(captured.when(refund('BK2', 3_000)))).toEqual(['CreditRefunded']);
  });

  test('refused REFUND_EXCEEDS_SPENT: more than spent, counting earlier refunds; a booking that spent nothing', () => {
    expect(spent.refused(refund('BK1', 6_001))).toBe('REFUND_EXCEEDS_SPENT');
    expect(given(...funded(10_000), spend('BK1', 6_000), refund('BK1', 4_000)).refused(refund('BK1', 2_001))).toBe(
      'REFUND_EXCEEDS_SPENT',
    );
    expect(spent.refused(refund('BK9', 1))).toBe('REFUND_EXCEEDS_SPENT');
  });

  test('refused VALIDATION_FAILED: an amount not above zero', () => {
    expect(spent.refused(refund('BK1', 0))).toBe('VALIDATION_FAILED');
  });
});
