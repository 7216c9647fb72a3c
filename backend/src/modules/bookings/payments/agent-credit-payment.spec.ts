import type { EntityManager } from 'typeorm';
import { AppError } from '../../../core/errors/app-error';
import type { CreditLedger } from '../../credit';
import { placed } from '../domain/booking.given';
import { AgentCreditPayment } from './agent-credit-payment';

const m = {} as EntityManager;

function paymentWith(releaseError?: unknown) {
  const calls: unknown[][] = [];
  const record =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push([name, ...args]);
      return Promise.resolve({});
    };
  const ledger = {
    placeHold: record('placeHold'),
    captureHold: record('captureHold'),
    refund: record('refund'),
    releaseHold: (...args: unknown[]) => {
      calls.push(['releaseHold', ...args]);
      return releaseError ? Promise.reject(releaseError) : Promise.resolve({});
    },
  } as unknown as CreditLedger;
  return { payment: new AgentCreditPayment(ledger), calls };
}

describe('AgentCreditPayment', () => {
  const booking = placed({ bookingRef: 'B7', total: 30_000, currencyCode: 'MYR' });
  const account = { organizationId: booking.buyer.organizationId, currency: 'MYR' };
  const step = (s: string) => ({ manager: m, commandId: `booking:B7:${s}` });

  test('holds, captures, refunds and releases through the ledger, each step with its own command id', async () => {
    const { payment, calls } = paymentWith();
    const expiresAt = new Date('2031-05-01T10:35:00Z');
    await payment.hold(m, booking, { expiresAt, transactionType: 'HOTEL_BOOKING' });
    await payment.capture(m, booking, 30_000);
    await payment.refund(m, booking, 12_000);
    await payment.release(m, booking);
    expect(calls).toEqual([
      ['placeHold', account, { bookingRef: 'B7', amount: 30_000, expiresAt, transactionType: 'HOTEL_BOOKING' }, step('hold')],
      ['captureHold', account, { bookingRef: 'B7', amount: 30_000 }, step('capture')],
      ['refund', account, { bookingRef: 'B7', amount: 12_000, reasonCode: 'BOOKING_CANCELLED' }, step('refund')],
      ['releaseHold', account, { bookingRef: 'B7' }, step('release')],
    ]);
  });

  test('a hold the ledger already let go of needs nothing more; any other refusal is thrown', async () => {
    await expect(paymentWith(new AppError('HOLD_NOT_ACTIVE')).payment.release(m, booking)).resolves.toBeUndefined();
    await expect(paymentWith(new AppError('INSUFFICIENT_CREDIT')).payment.release(m, booking)).rejects.toMatchObject({
      code: 'INSUFFICIENT_CREDIT',
    });
  });

  test('a buyer without an organization moves no credit', async () => {
    const { payment, calls } = paymentWith();
    const consumer = { ...booking, buyer: { customerType: 'B2C' as const, organizationId: null } };
    await payment.capture(m, consumer, 30_000);
    await payment.refund(m, consumer, 30_000);
    await payment.release(m, consumer);
    expect(calls).toEqual([]);
  });
});
