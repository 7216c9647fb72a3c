import type { BookingPayment } from '@bo/shared';
import type { BookingEvent } from './booking.events';

/** An event of the booking's stream with when it was recorded. */
export interface DatedBookingEvent {
  event: BookingEvent;
  at: string;
}

/**
 * The booking's payments as `getBooking` lists them, from its events, oldest first: each payment
 * taken, each attempt refused, each refund (given back with the method and reference it was paid
 * by) and each payment taken too late, to refund. Pure: the stream is the record.
 */
export function paymentsOf(events: readonly DatedBookingEvent[]): BookingPayment[] {
  const payments: BookingPayment[] = [];
  let total = 0;
  let paidBy: Pick<BookingPayment, 'method' | 'reference'> | null = null;
  for (const { event, at } of events) {
    switch (event.type) {
      case 'BookingPlaced':
        total = event.data.total;
        break;
      case 'BookingPaid':
        paidBy = { method: event.data.method, reference: event.data.reference };
        payments.push({ state: 'PAID', ...paidBy, amount: event.data.amount, reason: null, at });
        break;
      case 'BookingPaymentFailed':
        payments.push({
          state: 'FAILED',
          method: event.data.method,
          amount: total,
          reference: null,
          reason: event.data.reason,
          at,
        });
        break;
      case 'BookingCancelled':
      case 'BookingStatusSet':
        if (event.data.refund > 0 && paidBy)
          payments.push({ state: 'REFUNDED', ...paidBy, amount: event.data.refund, reason: null, at });
        break;
      case 'BookingPaymentToRefund':
        payments.push({
          state: 'TO_REFUND',
          method: event.data.method,
          amount: event.data.amount,
          reference: event.data.reference,
          reason: null,
          at,
        });
        break;
      default:
        break;
    }
  }
  return payments;
}
