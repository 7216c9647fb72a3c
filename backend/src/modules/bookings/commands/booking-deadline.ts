import type { BookingsConfig } from '../bookings.config';

/**
 * When a new booking must be paid (`deadline`, BOOKING_PAYMENT_SECONDS from now) and until when its
 * rooms, tickets and credit stay held unpaid (`holdUntil`, BOOKING_HOLD_GRACE_SECONDS later), so
 * the booking's own expiry releases them first and the inventory sweep is only the backstop.
 * Payment keeps the holds until the stay or visit is over (BookingWriter).
 */
export function bookingDeadline(
  config: Pick<BookingsConfig, 'BOOKING_PAYMENT_SECONDS' | 'BOOKING_HOLD_GRACE_SECONDS'>,
  now = Date.now(),
) {
  const deadline = new Date(now + config.BOOKING_PAYMENT_SECONDS * 1000);
  return { deadline, holdUntil: new Date(deadline.getTime() + config.BOOKING_HOLD_GRACE_SECONDS * 1000) };
}

/** The end of a hotel-local (Malaysia, UTC+8) day: until then a paid booking keeps what it holds. */
export const endOfDay = (day: string) => new Date(`${day}T24:00:00+08:00`);
