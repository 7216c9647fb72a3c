import { MAX_CREDIT_BALANCE, MAX_MONEY_AMOUNT } from '@bo/shared';
import type { CreditCommand } from '../../domain/credit-account';
import { agent, balanceAfter, codeOf, given, hold, ORG, staff } from '../../domain/credit-account.given';
import { staffAccountOf } from '../credit-accounts';

// AdjustCreditLimitHandler: staff only (staffAccountOf), then `AdjustCreditLimit` by a signed amount.
const adjust = (amount: number, remark: string | null = null): CreditCommand => ({ type: 'AdjustCreditLimit', amount, remark });

describe('adjust a credit limit: given / when AdjustCreditLimit / then', () => {
  test('given a limit of 1,000.00, when raised by 500.00 then cut by 300.00, then CreditLimitAdjusted with before and after', () => {
    const g = given(adjust(100_000));
    const raised = g.when(adjust(50_000, 'Good payer'));
    expect(raised).toEqual([
      expect.objectContaining({
        type: 'CreditLimitAdjusted',
        data: expect.objectContaining({ previousLimit: 100_000, newLimit: 150_000, remark: 'Good payer' }),
      }),
    ]);
    expect(balanceAfter(g.when(adjust(-30_000)))).toEqual({ creditLimit: 70_000, posted: 0, held: 0 });
  });

  test('refused: a cut below zero CREDIT_LIMIT_NEGATIVE; a cut below what is held INSUFFICIENT_CREDIT', () => {
    expect(given(adjust(1_000)).refused(adjust(-1_001))).toBe('CREDIT_LIMIT_NEGATIVE');
    expect(given(adjust(1_000), hold('BK1', 800)).refused(adjust(-500))).toBe('INSUFFICIENT_CREDIT');
  });

  test('refused: zero or a fraction VALIDATION_FAILED; one move above the bound MONEY_AMOUNT_TOO_LARGE; past the limit bound CREDIT_LIMIT_TOO_LARGE', () => {
    const g = given(adjust(1));
    expect(g.refused(adjust(0))).toBe('VALIDATION_FAILED');
    expect(g.refused(adjust(0.5))).toBe('VALIDATION_FAILED');
    expect(g.refused(adjust(MAX_MONEY_AMOUNT + 1))).toBe('MONEY_AMOUNT_TOO_LARGE');
    const nearBound = given(...Array.from({ length: MAX_CREDIT_BALANCE / MAX_MONEY_AMOUNT }, () => adjust(MAX_MONEY_AMOUNT)));
    expect(nearBound.refused(adjust(1))).toBe('CREDIT_LIMIT_TOO_LARGE');
  });

  test('an agency user may not change its own limit (FORBIDDEN)', () => {
    expect(codeOf(() => staffAccountOf(agent, { currencyCode: 'MYR' }))).toBe('FORBIDDEN');
    expect(codeOf(() => staffAccountOf(staff, { organizationId: ORG, currencyCode: 'MYR' }))).toBe('accepted');
  });
});
