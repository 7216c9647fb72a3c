import type { CreditCommand } from '../../domain/credit-account';
import { funded, given, hold, inSeconds } from '../../domain/credit-account.given';

// ReleaseHoldHandler: the caller's account (accountOf, see capture-hold's spec), then `ReleaseHold`.
const release = (bookingRef: string): CreditCommand => ({ type: 'ReleaseHold', bookingRef });

describe('release a hold: given / when ReleaseHold / then', () => {
  test('given a hold of 60.00, when released, then HoldReleased giving it back to available', () => {
    const [released] = given(...funded(10_000), hold('BK1', 6_000)).when(release('BK1'));
    expect(released).toMatchObject({
      type: 'HoldReleased',
      data: { bookingRef: 'BK1', amount: 6_000, originalEventId: 'ev-4', balanceAfter: { posted: 10_000, held: 0 } },
    });
  });

  test('refused HOLD_NOT_ACTIVE: no hold, released already, captured, past its expiry', () => {
    expect(given(...funded(10)).refused(release('BK1'))).toBe('HOLD_NOT_ACTIVE');
    expect(given(...funded(10), hold('BK1', 10), release('BK1')).refused(release('BK1'))).toBe('HOLD_NOT_ACTIVE');
    expect(given(...funded(10), hold('BK1', 10), { type: 'CaptureHold', bookingRef: 'BK1' }).refused(release('BK1'))).toBe(
      'HOLD_NOT_ACTIVE',
    );
    expect(given(...funded(10), hold('BK1', 10, inSeconds(5))).refused(release('BK1'), { now: new Date(inSeconds(5)) })).toBe(
      'HOLD_NOT_ACTIVE',
    );
  });
});
