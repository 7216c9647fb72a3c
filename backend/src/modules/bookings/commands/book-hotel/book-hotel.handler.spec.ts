import { assertCreditBuyer } from '../booking-placement.service';
import { bookingDeadline } from '../booking-deadline';
import { given, placed, placedEvent } from '../../domain/booking.given';

// BookHotelHandler's decision: `Place` on a new booking's stream (domain/booking.ts), after the
// buyer may pay as chosen (assertCreditBuyer) and the deadlines are set (bookingDeadline). Whether
// the rate is sellable and the rooms free is the availability search's and the inventory's (int specs).
describe('book a hotel: given / when Place / then', () => {
  const hotel = placed();

  test('given no booking, when placed, then BookingPlaced: PPA, payment pending', () => {
    const g = given();
    expect(g.when({ type: 'Place', placed: hotel })).toEqual([{ type: 'BookingPlaced', data: hotel }]);
    expect(given(placedEvent(hotel)).state()).toMatchObject({ status: 'PPA', paymentStatus: 'pend', paid: 0 });
  });

  test('given a booking already on the stream, when placed again, then refused BOOKING_TRANSITION_NOT_ALLOWED', () => {
    expect(given(placedEvent(hotel)).refused({ type: 'Place', placed: hotel })).toBe('BOOKING_TRANSITION_NOT_ALLOWED');
  });

  test('agent credit needs an organization: a consumer paying by credit is refused CREDIT_NEEDS_ORGANIZATION', () => {
    const consumer = { customerType: 'B2C' as const, organizationId: null };
    expect(() => assertCreditBuyer('CREDIT', consumer)).toThrow(expect.objectContaining({ code: 'CREDIT_NEEDS_ORGANIZATION' }));
    expect(() => assertCreditBuyer('IPAY88_FPX', consumer)).not.toThrow();
    expect(() => assertCreditBuyer('CREDIT', hotel.buyer)).not.toThrow();
  });

  test('the deadline is BOOKING_PAYMENT_SECONDS from now; the rooms stay held BOOKING_HOLD_GRACE_SECONDS longer', () => {
    const now = Date.parse('2031-05-01T10:00:00.000Z');
    const { deadline, holdUntil } = bookingDeadline({ BOOKING_PAYMENT_SECONDS: 1800, BOOKING_HOLD_GRACE_SECONDS: 300 }, now);
    expect(deadline.toISOString()).toBe('2031-05-01T10:30:00.000Z');
    expect(holdUntil.toISOString()).toBe('2031-05-01T10:35:00.000Z');
  });
});
