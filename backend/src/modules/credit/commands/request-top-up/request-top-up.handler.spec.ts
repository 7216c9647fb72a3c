import { MAX_MONEY_AMOUNT } from '@bo/shared';
import { given, topUp, types } from '../../domain/credit-account.given';

// RequestTopUpHandler checks the slip and the bank (database reads, in the same transaction), then
// decides `RequestTopUp`.
describe('request a top-up: given / when RequestTopUp / then', () => {
  test('given no account, when a top-up is requested, then the account opens and TopUpRequested; no balance moves', () => {
    const events = given().when(topUp('t1', 5_000));
    expect(types(events)).toEqual(['CreditAccountOpened', 'TopUpRequested']);
    expect(events[1]).toMatchObject({
      data: {
        topUpId: 't1',
        amount: 5_000,
        bankName: 'Maybank',
        bankInReference: 'REF1',
        balanceAfter: { creditLimit: 0, posted: 0, held: 0 },
      },
    });
    expect(given(topUp('t1', 5_000)).state().topUps.get('t1')).toMatchObject({ status: 'PEND', amount: 5_000 });
  });

  test('given an open account, when the same command id comes again, then nothing (an Idempotency-Key replay)', () => {
    const g = given(topUp('t1', 5_000));
    expect(types(g.when(topUp('t2', 1)))).toEqual(['TopUpRequested']);
    const { commandId } = g.history.at(-1)!.data as { commandId: string };
    expect(g.when(topUp('t2', 1), { commandId })).toEqual([]);
  });

  test('refused: an amount not a whole number above zero VALIDATION_FAILED; above the bound MONEY_AMOUNT_TOO_LARGE', () => {
    expect(given().refused(topUp('t1', 0))).toBe('VALIDATION_FAILED');
    expect(given().refused(topUp('t1', 10.5))).toBe('VALIDATION_FAILED');
    expect(given().refused(topUp('t1', MAX_MONEY_AMOUNT + 1))).toBe('MONEY_AMOUNT_TOO_LARGE');
  });
});
