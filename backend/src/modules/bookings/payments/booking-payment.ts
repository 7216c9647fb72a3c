import type { Booking, PaymentGatewayForm } from '@bo/shared';
import { AppError } from '../../../core/errors/app-error';
import type { Ipay88Gateway } from './ipay88/ipay88-gateway';

/** iPay88's ProdDesc: kept short (the gateway's page shows it on one line). */
const PROD_DESC_MAX = 100;

/**
 * Refuses a booking that can no longer take a payment, as its stream would refuse the payment
 * itself (so no one is sent to pay for it): PPA, payment status pend or fail, before the deadline.
 */
export function assertPayable(booking: Booking, now = Date.now()): void {
  if (booking.status !== 'PPA') throw new AppError('BOOKING_TRANSITION_NOT_ALLOWED', { status: booking.status });
  if (booking.paymentStatus === 'paid') throw new AppError('BOOKING_ALREADY_PAID');
  if (booking.paymentStatus !== 'pend' && booking.paymentStatus !== 'fail')
    throw new AppError('BOOKING_TRANSITION_NOT_ALLOWED', { status: booking.status });
  if (now >= Date.parse(booking.paymentDeadline))
    throw new AppError('BOOKING_PAYMENT_DEADLINE_PASSED', { deadline: booking.paymentDeadline });
}

/**
 * The signed iPay88 FPX form for the booking's total (`payment` and `paymentRegister`): 409
 * PAYMENT_GATEWAY_NOT_CONFIGURED without the gateway's settings, then refused as assertPayable
 * refuses. Nothing is recorded: a form may be asked for again, with the same RefNo.
 */
export function ipay88FormFor(gateway: Ipay88Gateway, booking: Booking): PaymentGatewayForm['gateway'] {
  if (!gateway.configured) throw new AppError('PAYMENT_GATEWAY_NOT_CONFIGURED');
  assertPayable(booking);
  const hotel = booking.hotel;
  const what = hotel ? `${hotel.hotelName}, ${hotel.checkIn} to ${hotel.checkOut}` : booking.productType;
  return gateway.form({
    refNo: booking.bookingRef,
    amountMinor: booking.total,
    currency: booking.currencyCode,
    prodDesc: `Booking ${booking.bookingRef}: ${what}`.slice(0, PROD_DESC_MAX),
    userName: booking.contact.name,
    userEmail: booking.contact.email,
    userContact: booking.contact.phone ?? '',
  });
}
