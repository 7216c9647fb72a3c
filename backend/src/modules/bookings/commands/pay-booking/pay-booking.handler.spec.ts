import type { Booking } from '@bo/shared';
import type { BookingCommand } from '../../domain/booking';
import { AT_DEADLINE, BEFORE_DEADLINE, DEADLINE, given, paidEvent, placed, placedEvent } from '../../domain/booking.given';
import { assertPayable } from '../../payments';

// PayBookingHandler: agent credit decides `Pay` for the booking's whole total at once; iPay88 FPX
// decides nothing yet (the gateway's answer does, RecordIpay88Answer) and answers the signed form
// only for a booking assertPayable accepts, as the stream would accept the payment.
const payByCredit = (amount = 30_000, now = BEFORE_DEADLINE): BookingCommand => ({
  type: 'Pay',
  method: 'CREDIT',
  amount,
  reference: null,
  now,
});

describe('pay a booking by agent credit: given / when Pay / then', () => {
  test('given a booking unpaid, when paid its total before the deadline, then BookingPaid; payment status paid', () => {
    const events = given(placedEvent()).when(payByCredit());
    expect(events).toEqual([{ type: 'BookingPaid', data: { method: 'CREDIT', amount: 30_000, reference: null } }]);
    expect(given(placedEvent(), ...events).state()).toMatchObject({ status: 'PPA', paymentStatus: 'paid', paid: 30_000 });
  });

  test('given a failed attempt, when paid, then BookingPaid (a retry)', () => {
    const failed = given(placedEvent(), { type: 'BookingPaymentFailed', data: { method: 'CREDIT', reason: 'x' } });
    expect(failed.when(payByCredit())).toHaveLength(1);
  });

  test('refused: already paid, at the deadline, another amount than the total', () => {
    expect(given(placedEvent(), paidEvent()).refused(payByCredit())).toBe('BOOKING_ALREADY_PAID');
    expect(given(placedEvent()).refused(payByCredit(30_000, AT_DEADLINE))).toBe('BOOKING_PAYMENT_DEADLINE_PASSED');
    expect(given(placedEvent()).refused(payByCredit(29_999))).toBe('BOOKING_PAYMENT_AMOUNT_MISMATCH');
  });

  test('refused: a booking no longer pending (expired, cancelled), none at all', () => {
    expect(given(placedEvent(), { type: 'BookingExpired', data: {} }).refused(payByCredit())).toBe(
      'BOOKING_TRANSITION_NOT_ALLOWED',
    );
    expect(
      given(placedEvent(), { type: 'BookingCancelled', data: { fee: 0, refund: 0, reason: null } }).refused(payByCredit()),
    ).toBe('BOOKING_TRANSITION_NOT_ALLOWED');
    expect(given().refused(payByCredit())).toBe('BOOKING_NOT_FOUND');
  });
});

describe('pay a booking by iPay88 FPX: the form only for a payable booking (assertPayable)', () => {
  const booking = (over: Partial<Booking>) =>
    ({
      ...placed({ paymentMethod: 'IPAY88_FPX' }),
      status: 'PPA',
      paymentStatus: 'pend',
      paymentDeadline: DEADLINE,
      ...over,
    }) as unknown as Booking;
  const refusal = (b: Booking, now = BEFORE_DEADLINE.getTime()) => {
    try {
      assertPayable(b, now);
      return 'payable';
    } catch (error) {
      return (error as { code: string }).code;
    }
  };

  test('pending or failed, before the deadline: payable', () => {
    expect(refusal(booking({}))).toBe('payable');
    expect(refusal(booking({ paymentStatus: 'fail' }))).toBe('payable');
  });

  test('refused as the stream refuses Pay: paid, not PPA, at the deadline', () => {
    expect(refusal(booking({ paymentStatus: 'paid' }))).toBe('BOOKING_ALREADY_PAID');
    expect(refusal(booking({ status: 'EXP' }))).toBe('BOOKING_TRANSITION_NOT_ALLOWED');
    expect(refusal(booking({ paymentStatus: 'revr' }))).toBe('BOOKING_TRANSITION_NOT_ALLOWED');
    expect(refusal(booking({}), AT_DEADLINE.getTime())).toBe('BOOKING_PAYMENT_DEADLINE_PASSED');
  });
});
