import type { Actor } from '../../../core/context/request-context';
import { aggregateScenarios } from '../../../core/event-store/testing/given-when-then';
import { type CommandContext, type CreditCommand, creditAccount, decide } from './credit-account';
import type { CreditEvent } from './credit.events';

/**
 * Test fixtures for the credit handlers' decision specs (commands/<use-case>/*.handler.spec.ts):
 * given the events earlier commands decided / when the command a handler sends / then the events
 * or the refusal's catalogue code. Pure: no database. Every decision is at NOW with a fresh command id.
 */
export const ORG = '11111111-1111-4111-8111-111111111111';
export const NOW = new Date('2031-01-01T00:00:00Z');
let seq = 0;
const ctx = (): CommandContext => ({ commandId: `cmd-${++seq}`, organizationId: ORG, currency: 'MYR', now: NOW });

export const { givenCommands: given } = aggregateScenarios(creditAccount, decide, ctx);

export const types = (events: CreditEvent[]) => events.map((e) => e.type);
/** The balances the last event leaves. */
export const balanceAfter = (events: CreditEvent[]) => (events.at(-1)!.data as { balanceAfter: unknown }).balanceAfter;

export const topUp = (topUpId: string, amount: number): CreditCommand => ({
  type: 'RequestTopUp',
  topUpId,
  amount,
  paymentType: 'BNK',
  paymentMethod: 'BANK_TRANSFER',
  bankId: null,
  bankName: 'Maybank',
  bankInReference: 'REF1',
  bankInAt: '2030-12-31T10:00:00Z',
  slip: null,
  remark: null,
  requestedBy: null,
});
/** Commands that leave `amount` posted (a top-up approved). */
export const funded = (amount: number): CreditCommand[] => [
  topUp('t-funds', amount),
  { type: 'ApproveTopUp', topUpId: 't-funds' },
];
export const inSeconds = (seconds: number) => new Date(NOW.getTime() + seconds * 1000).toISOString();
export const hold = (bookingRef: string, amount: number, expiresAt = inSeconds(600)): CreditCommand => ({
  type: 'PlaceHold',
  bookingRef,
  amount,
  expiresAt,
  transactionType: 'HOTEL_BOOKING',
});

/** A provider staff member (no organization), and a user of the agency ORG. */
export const staff: Actor = { userId: 'u-staff', username: 'staff', role: 'admin', organizationId: null, sessionId: 's1' };
export const agent: Actor = { userId: 'u-agent', username: 'agent', role: 'agent', organizationId: ORG, sessionId: 's2' };
/** The catalogue code `fn` throws, or 'accepted'. */
export const codeOf = (fn: () => unknown): string => {
  try {
    fn();
    return 'accepted';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
};
