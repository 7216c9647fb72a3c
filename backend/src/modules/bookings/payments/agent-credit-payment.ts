import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../../core/errors/app-error';
import { CreditLedger } from '../../credit';
import type { BookingPlaced } from '../domain/booking.events';
import type { CreditTransactionType, PaymentMethodPort } from './payment-method';

/**
 * Agent credit (CREDIT): the agency's credit held for the total at book, captured on payment,
 * refunded or let go of when the booking ends, through the credit ledger in the booking's
 * transaction. Each ledger command carries the id `booking:<ref>:<step>`, so a retried transaction
 * never applies it twice. A booking without an organization holds no credit.
 */
@Injectable()
export class AgentCreditPayment implements PaymentMethodPort {
  readonly method = 'CREDIT' as const;

  constructor(private readonly credit: CreditLedger) {}

  async hold(m: EntityManager, placed: BookingPlaced, o: { expiresAt: Date; transactionType: CreditTransactionType }) {
    await this.credit.placeHold(
      { organizationId: placed.buyer.organizationId!, currency: placed.currencyCode },
      { bookingRef: placed.bookingRef, amount: placed.total, expiresAt: o.expiresAt, transactionType: o.transactionType },
      options(m, placed, 'hold'),
    );
  }

  async capture(m: EntityManager, placed: BookingPlaced, amount: number) {
    if (placed.buyer.organizationId === null) return;
    await this.credit.captureHold(accountOf(placed), { bookingRef: placed.bookingRef, amount }, options(m, placed, 'capture'));
  }

  async refund(m: EntityManager, placed: BookingPlaced, amount: number) {
    if (placed.buyer.organizationId === null) return;
    await this.credit.refund(
      accountOf(placed),
      { bookingRef: placed.bookingRef, amount, reasonCode: 'BOOKING_CANCELLED' },
      options(m, placed, 'refund'),
    );
  }

  /** A hold the credit ledger already let go of (its own expiry, or captured then refunded) needs nothing more. */
  async release(m: EntityManager, placed: BookingPlaced) {
    if (placed.buyer.organizationId === null) return;
    try {
      await this.credit.releaseHold(accountOf(placed), { bookingRef: placed.bookingRef }, options(m, placed, 'release'));
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'HOLD_NOT_ACTIVE')) throw error;
    }
  }
}

const accountOf = (placed: BookingPlaced) => ({
  organizationId: placed.buyer.organizationId ?? '',
  currency: placed.currencyCode,
});
const options = (manager: EntityManager, placed: BookingPlaced, step: string) => ({
  manager,
  commandId: `booking:${placed.bookingRef}:${step}`,
});
