import { MAX_CREDIT_BALANCE, MAX_MONEY_AMOUNT } from '@bo/shared';
import type { CreditCommand } from '../../domain/credit-account';
import { agent, balanceAfter, codeOf, funded, given, ORG, staff, topUp, types } from '../../domain/credit-account.given';
import { staffAccountOf } from '../credit-accounts';

// AdjustBalanceHandler: staff only (staffAccountOf), then `AdjustBalance` (a credit or debit note).
const note = (kind: 'CREDIT_NOTE' | 'DEBIT_NOTE', amount: number): CreditCommand => ({
  type: 'AdjustBalance',
  kind,
  amount,
  reference: 'CN-1',
  remark: null,
});

describe('adjust a balance: given / when AdjustBalance / then', () => {
  test('given a funded account, when a credit note, then BalanceAdjusted adding to posted; a debit note takes away', () => {
    const g = given(...funded(5_000));
    const credit = g.when(note('CREDIT_NOTE', 1_000));
    expect(credit).toEqual([
      expect.objectContaining({ type: 'BalanceAdjusted', data: expect.objectContaining({ kind: 'CREDIT_NOTE', amount: 1_000 }) }),
    ]);
    expect(balanceAfter(credit)).toEqual({ creditLimit: 0, posted: 6_000, held: 0 });
    expect(balanceAfter(g.when(note('DEBIT_NOTE', 5_000)))).toEqual({ creditLimit: 0, posted: 0, held: 0 });
  });

  test('given no account yet, when a credit note, then the account opens in the same append', () => {
    expect(types(given().when(note('CREDIT_NOTE', 1)))).toEqual(['CreditAccountOpened', 'BalanceAdjusted']);
  });

  test('refused: a debit note beyond available INSUFFICIENT_CREDIT; a balance past the bound CREDIT_BALANCE_TOO_LARGE', () => {
    expect(given(...funded(5_000)).refused(note('DEBIT_NOTE', 5_001))).toBe('INSUFFICIENT_CREDIT');
    const atBound = given(
      ...Array.from({ length: MAX_CREDIT_BALANCE / MAX_MONEY_AMOUNT }, () => note('CREDIT_NOTE', MAX_MONEY_AMOUNT)),
    );
    expect(atBound.refused(note('CREDIT_NOTE', 1))).toBe('CREDIT_BALANCE_TOO_LARGE');
  });

  test('refused: an amount not a whole number above zero VALIDATION_FAILED; above the bound MONEY_AMOUNT_TOO_LARGE', () => {
    const g = given(topUp('t', 1));
    expect(g.refused(note('CREDIT_NOTE', 0))).toBe('VALIDATION_FAILED');
    expect(g.refused(note('CREDIT_NOTE', 1.5))).toBe('VALIDATION_FAILED');
    expect(g.refused(note('CREDIT_NOTE', MAX_MONEY_AMOUNT + 1))).toBe('MONEY_AMOUNT_TOO_LARGE');
  });

  test('staff name the account; an agency user is refused FORBIDDEN', () => {
    expect(staffAccountOf(staff, { organizationId: ORG, currencyCode: 'MYR' })).toEqual({ organizationId: ORG, currency: 'MYR' });
    expect(codeOf(() => staffAccountOf(agent, { organizationId: ORG, currencyCode: 'MYR' }))).toBe('FORBIDDEN');
  });
});
