import type { EntityManager } from 'typeorm';
import type { CreditLedger } from '../../credit';
import type { BookingPaymentMethod, BookingPlaced } from '../domain/booking.events';

/** The credit ledger's transaction type of a booking's credit hold (HOTEL_BOOKING, FLIGHT_BOOKING...). */
export type CreditTransactionType = Parameters<CreditLedger['placeHold']>[1]['transactionType'];

/**
 * How a booking is paid, as a port of the booking's money moves (docs/bookings.md "One
 * transaction per move"): one implementation per payment method (agent credit: the credit
 * ledger; iPay88 FPX: the money moves at the gateway, nothing here). Every method runs in the
 * booking's own transaction, last (agent credit locks the agency's one account until commit), and
 * is idempotent per booking and step (a retried transaction never moves money twice).
 */
export interface PaymentMethodPort {
  readonly method: BookingPaymentMethod;
  /** At book: what the method holds for the booking's total until `expiresAt`. */
  hold(
    manager: EntityManager,
    placed: BookingPlaced,
    o: { expiresAt: Date; transactionType: CreditTransactionType },
  ): Promise<void>;
  /** Paid (BookingPaid with this method): what was held is taken. */
  capture(manager: EntityManager, placed: BookingPlaced, amount: number): Promise<void>;
  /** Cancelled or failed after payment: `amount` given back. */
  refund(manager: EntityManager, placed: BookingPlaced, amount: number): Promise<void>;
  /** Expired, or ended never paid: the hold let go of. */
  release(manager: EntityManager, placed: BookingPlaced): Promise<void>;
}
