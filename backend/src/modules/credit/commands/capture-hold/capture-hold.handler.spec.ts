import type { CreditCommand } from '../../domain/credit-account';
import { agent, codeOf, funded, given, hold, inSeconds, ORG, staff, types } from '../../domain/credit-account.given';
import { accountOf } from '../credit-accounts';

// CaptureHoldHandler: the caller's account (accountOf, agent credit), then `CaptureHold`.
const capture = (bookingRef: string, amount?: number): CreditCommand => ({ type: 'CaptureHold', bookingRef, amount });
const held = given(...funded(10_000), hold('BK1', 6_000));

describe('capture a hold: given / when CaptureHold / then', () => {
  test('given a hold of 60.00, when captured whole, then HoldCaptured spending all of it', () => {
    const [captured] = held.when(capture('BK1'));
    expect(captured).toMatchObject({
      type: 'HoldCaptured',
      data: { bookingRef: 'BK1', amount: 6_000, released: 0, balanceAfter: { posted: 4_000, held: 0 } },
    });
  });

  test('given a hold of 60.00, when 40.00 is captured, then the rest is released in the same event', () => {
    expect(held.when(capture('BK1', 4_000))[0].data).toMatchObject({
      amount: 4_000,
      released: 2_000,
      balanceAfter: { posted: 6_000, held: 0 },
    });
  });

  test('refused: more than held CAPTURE_EXCEEDS_HOLD; zero VALIDATION_FAILED', () => {
    expect(held.refused(capture('BK1', 6_001))).toBe('CAPTURE_EXCEEDS_HOLD');
    expect(held.refused(capture('BK1', 0))).toBe('VALIDATION_FAILED');
  });

  test('refused HOLD_NOT_ACTIVE: no hold, a hold released or captured, a hold past its expiry', () => {
    expect(held.refused(capture('BK2'))).toBe('HOLD_NOT_ACTIVE');
    expect(given(...funded(10_000), hold('BK1', 10), { type: 'ReleaseHold', bookingRef: 'BK1' }).refused(capture('BK1'))).toBe(
      'HOLD_NOT_ACTIVE',
    );
    expect(given(...funded(10_000), hold('BK1', 10), capture('BK1')).refused(capture('BK1'))).toBe('HOLD_NOT_ACTIVE');
    const expiring = given(...funded(10_000), hold('BK1', 10, inSeconds(1)));
    expect(expiring.refused(capture('BK1'), { now: new Date(inSeconds(1)) })).toBe('HOLD_NOT_ACTIVE');
    expect(types(expiring.when({ type: 'ExpireHolds' }, { now: new Date(inSeconds(1)) }))).toEqual(['HoldExpired']);
  });

  test('an agency user captures on its own account only; staff name it', () => {
    expect(accountOf(agent, 'agent', { currencyCode: 'MYR' })).toEqual({ organizationId: ORG, currency: 'MYR' });
    expect(
      codeOf(() => accountOf(agent, 'agent', { organizationId: '22222222-2222-4222-8222-222222222222', currencyCode: 'MYR' })),
    ).toBe('RECORD_NOT_FOUND');
    expect(codeOf(() => accountOf(staff, 'agent', { currencyCode: 'MYR' }))).toBe('REQUIRED_FIELD');
  });
});
