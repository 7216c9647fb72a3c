import type { BookingCommand } from '../../domain/booking';
import { AT_DEADLINE, BEFORE_DEADLINE, given, paidEvent, placed, placedEvent } from '../../domain/booking.given';

// RecordIpay88AnswerHandler: the gateway's signature and requery are checked first (ipay88.spec.ts);
// then it decides `Pay` (a confirmed success), `FailPayment` (a signed failure) or, when the booking
// refuses the payment, `RecordPaymentToRefund`.
const fpx = placed({ paymentMethod: 'IPAY88_FPX' });
const pending = given(placedEvent(fpx));
const pay = (reference: string, now = BEFORE_DEADLINE): BookingCommand => ({
  type: 'Pay',
  method: 'IPAY88_FPX',
  amount: fpx.total,
  reference,
  now,
});
const fail: BookingCommand = { type: 'FailPayment', method: 'IPAY88_FPX', reason: 'Customer cancelled' };
const toRefund = (reference: string, now = BEFORE_DEADLINE): BookingCommand => ({
  type: 'RecordPaymentToRefund',
  method: 'IPAY88_FPX',
  amount: fpx.total,
  reference,
  now,
});

describe('a confirmed success: given / when Pay / then', () => {
  test('given a pending FPX booking, then BookingPaid with the TransId as reference', () => {
    expect(pending.when(pay('T0001'))).toEqual([
      { type: 'BookingPaid', data: { method: 'IPAY88_FPX', amount: 30_000, reference: 'T0001' } },
    ]);
  });

  test('given it paid already (the other post), then refused BOOKING_ALREADY_PAID; past the deadline, DEADLINE_PASSED', () => {
    expect(given(placedEvent(fpx), paidEvent(fpx)).refused(pay('T0002'))).toBe('BOOKING_ALREADY_PAID');
    expect(pending.refused(pay('T0001', AT_DEADLINE))).toBe('BOOKING_PAYMENT_DEADLINE_PASSED');
  });
});

describe('a signed failure: given / when FailPayment / then', () => {
  test('given a pending booking, then BookingPaymentFailed with the reason', () => {
    expect(pending.when(fail)).toEqual([
      { type: 'BookingPaymentFailed', data: { method: 'IPAY88_FPX', reason: 'Customer cancelled' } },
    ]);
  });

  test('given it paid or failed already (a late message), then no event', () => {
    expect(given(placedEvent(fpx), paidEvent(fpx)).when(fail)).toEqual([]);
    expect(given(placedEvent(fpx), ...pending.when(fail)).when(fail)).toEqual([]);
  });

  test('given it ended (expired), then refused BOOKING_TRANSITION_NOT_ALLOWED (the handler answers failed)', () => {
    expect(given(placedEvent(fpx), { type: 'BookingExpired', data: {} }).refused(fail)).toBe('BOOKING_TRANSITION_NOT_ALLOWED');
  });
});

describe('money the booking cannot take: given / when RecordPaymentToRefund / then', () => {
  test('given the deadline passed, or another payment paid it, or it expired, then BookingPaymentToRefund', () => {
    const event = { type: 'BookingPaymentToRefund', data: { method: 'IPAY88_FPX', amount: 30_000, reference: 'T0009' } };
    expect(pending.when(toRefund('T0009', AT_DEADLINE))).toEqual([event]);
    expect(given(placedEvent(fpx), paidEvent(fpx)).when(toRefund('T0009'))).toEqual([event]);
    expect(given(placedEvent(fpx), { type: 'BookingExpired', data: {} }).when(toRefund('T0009'))).toEqual([event]);
  });

  test('given the same TransId on record, then no event (the gateway retries)', () => {
    const recorded = given(placedEvent(fpx), ...pending.when(toRefund('T0009', AT_DEADLINE)));
    expect(recorded.when(toRefund('T0009', AT_DEADLINE))).toEqual([]);
    expect(recorded.when(toRefund('T0010', AT_DEADLINE))).toHaveLength(1);
  });

  test('given a payment it can still take (pending, before the deadline), then refused BOOKING_TRANSITION_NOT_ALLOWED', () => {
    expect(pending.refused(toRefund('T0009'))).toBe('BOOKING_TRANSITION_NOT_ALLOWED');
  });
});
