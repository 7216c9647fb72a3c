import { paymentsOf } from './booking-payments';
import type { BookingEvent, BookingPlaced } from './booking.events';

const at = (minute: number) => `2026-12-01T03:${String(minute).padStart(2, '0')}:00.000Z`;
const placed = { total: 50_000 } as BookingPlaced;
const dated = (...events: BookingEvent[]) => events.map((event, i) => ({ event, at: at(i) }));

describe('a booking’s payments, from its events', () => {
  test('given a refused FPX attempt then a payment, when cancelled with a fee, then the attempt, the payment and the refund with its reference', () => {
    const payments = paymentsOf(
      dated(
        { type: 'BookingPlaced', data: placed },
        { type: 'BookingPaymentFailed', data: { method: 'IPAY88_FPX', reason: 'Customer cancelled' } },
        { type: 'BookingPaid', data: { method: 'IPAY88_FPX', amount: 50_000, reference: 'T0001' } },
        { type: 'BookingIssued', data: { supplierRef: null } },
        { type: 'BookingCancelled', data: { fee: 20_000, refund: 30_000, reason: null } },
      ),
    );
    expect(payments).toEqual([
      { state: 'FAILED', method: 'IPAY88_FPX', amount: 50_000, reference: null, reason: 'Customer cancelled', at: at(1) },
      { state: 'PAID', method: 'IPAY88_FPX', amount: 50_000, reference: 'T0001', reason: null, at: at(2) },
      { state: 'REFUNDED', method: 'IPAY88_FPX', amount: 30_000, reference: 'T0001', reason: null, at: at(4) },
    ]);
  });

  test('given an unpaid booking, when cancelled or failed by staff, then nothing was paid and nothing is refunded', () => {
    expect(
      paymentsOf(
        dated(
          { type: 'BookingPlaced', data: placed },
          { type: 'BookingStatusSet', data: { from: 'PPA', to: 'FLD', reason: 'Overbooked', refund: 0 } },
        ),
      ),
    ).toEqual([]);
  });

  test('given money taken after the booking ended, then it is listed to refund', () => {
    const payments = paymentsOf(
      dated(
        { type: 'BookingPlaced', data: placed },
        { type: 'BookingCancelled', data: { fee: 0, refund: 0, reason: null } },
        { type: 'BookingPaymentToRefund', data: { method: 'IPAY88_FPX', amount: 50_000, reference: 'T0002' } },
      ),
    );
    expect(payments).toEqual([
      { state: 'TO_REFUND', method: 'IPAY88_FPX', amount: 50_000, reference: 'T0002', reason: null, at: at(2) },
    ]);
  });
});
