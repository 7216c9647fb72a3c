import { FINAL_BOOKING_STATUSES } from '@bo/shared';
import { NOT_GOING_AHEAD } from '../../documents/booking-documents.service';

// SendBookingEmailHandler decides no event: it reads the booking, checks a voucher or ticket is stored
// (the database's) and enqueues the e-mail (booking-email int specs). Its one pure piece: a booking not
// going ahead is refused, and that is every status no move leaves.
describe('send a booking e-mail: which bookings are refused', () => {
  test('a booking not going ahead (refused BOOKING_TRANSITION_NOT_ALLOWED) is exactly one in a final status', () => {
    expect([...NOT_GOING_AHEAD].sort()).toEqual([...FINAL_BOOKING_STATUSES].sort());
    for (const going of ['PPA', 'CON', 'RHI']) expect(NOT_GOING_AHEAD.has(going)).toBe(false);
  });
});
