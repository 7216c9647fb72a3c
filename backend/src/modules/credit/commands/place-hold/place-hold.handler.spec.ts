import type { CreditCommand } from '../../domain/credit-account';
import { funded, given, hold, inSeconds, topUp, types } from '../../domain/credit-account.given';

// PlaceHoldHandler: the caller's account (accountOf, see capture-hold's spec), then `PlaceHold`
// until now + expiresInSeconds.
const release = (bookingRef: string): CreditCommand => ({ type: 'ReleaseHold', bookingRef });
const account = given(...funded(10_000));

describe('place a hold: given / when PlaceHold / then', () => {
  test('given 100.00 available, when 60.00 is held, then HoldPlaced; available drops, posted stays', () => {
    const [placed] = account.when(hold('BK1', 6_000));
    expect(placed).toMatchObject({
      type: 'HoldPlaced',
      data: { bookingRef: 'BK1', amount: 6_000, expiresAt: inSeconds(600), balanceAfter: { posted: 10_000, held: 6_000 } },
    });
  });

  test('given an earlier hold of the booking released or past its expiry, when held again, then held (an expired one is expired first)', () => {
    expect(types(given(...funded(10_000), hold('BK1', 10), release('BK1')).when(hold('BK1', 10)))).toEqual(['HoldPlaced']);
    const expired = given(...funded(10_000), hold('BK1', 10, inSeconds(1)));
    expect(types(expired.when(hold('BK1', 10, inSeconds(900)), { now: new Date(inSeconds(1)) }))).toEqual([
      'HoldExpired',
      'HoldPlaced',
    ]);
  });

  test('refused: more than available INSUFFICIENT_CREDIT; a second live hold of the booking HOLD_ALREADY_EXISTS', () => {
    expect(account.refused(hold('BK1', 10_001))).toBe('INSUFFICIENT_CREDIT');
    expect(given(...funded(10_000), hold('BK1', 10)).refused(hold('BK1', 10))).toBe('HOLD_ALREADY_EXISTS');
  });

  test('refused VALIDATION_FAILED: an expiry not in the future, an amount not above zero', () => {
    expect(account.refused(hold('BK1', 10, inSeconds(0)))).toBe('VALIDATION_FAILED');
    expect(given(topUp('t', 1)).refused(hold('BK1', 0))).toBe('VALIDATION_FAILED');
  });
});
