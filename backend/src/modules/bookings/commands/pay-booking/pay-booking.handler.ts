import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Booking, PaymentGatewayForm } from '@bo/shared';
import { AppError } from '../../../../core/errors/app-error';
import { actionResult } from '../../../../core/http/action-result';
import { Ipay88Gateway } from '../../payments/ipay88/ipay88-gateway';
import { BookingQueries } from '../../queries/booking-queries.service';
import { BookingWriter } from '../booking-writer.service';
import { PayBooking } from './pay-booking.command';

/** iPay88's ProdDesc: kept short (the gateway's page shows it on one line). */
const PROD_DESC_MAX = 100;

@CommandHandler(PayBooking)
export class PayBookingHandler implements ICommandHandler<PayBooking> {
  constructor(
    private readonly writer: BookingWriter,
    private readonly queries: BookingQueries,
    private readonly ipay88: Ipay88Gateway,
  ) {}

  async execute({ actor, bookingRef, method }: PayBooking): Promise<PaymentGatewayForm> {
    const booking = await this.queries.detail(actor, bookingRef);
    if (booking.paymentMethod !== method)
      throw new AppError('BOOKING_PAYMENT_METHOD_MISMATCH', { method: booking.paymentMethod });
    if (method === 'CREDIT') {
      // The credit held at booking is captured for the whole total (BookingWriter, in the same transaction).
      await this.writer.execute(bookingRef, {
        type: 'Pay',
        method: 'CREDIT',
        amount: booking.total,
        reference: null,
        now: new Date(),
      });
      return { ...actionResult('BOOKING_PAID'), booking: await this.queries.detail(actor, bookingRef), gateway: null };
    }
    return { ...actionResult('BOOKING_PAYMENT_STARTED'), booking, gateway: this.ipay88Form(booking) };
  }

  /**
   * The signed form for the booking's total, refused as the stream would refuse the payment itself
   * (so no customer pays at the bank for a booking that can no longer take it). Nothing is recorded:
   * a form may be asked for again (a failed or abandoned attempt), with the same RefNo.
   */
  private ipay88Form(booking: Booking): PaymentGatewayForm['gateway'] {
    if (!this.ipay88.configured) throw new AppError('PAYMENT_GATEWAY_NOT_CONFIGURED');
    if (booking.status !== 'PPA') throw new AppError('BOOKING_TRANSITION_NOT_ALLOWED', { status: booking.status });
    if (booking.paymentStatus === 'paid') throw new AppError('BOOKING_ALREADY_PAID');
    if (booking.paymentStatus !== 'pend' && booking.paymentStatus !== 'fail')
      throw new AppError('BOOKING_TRANSITION_NOT_ALLOWED', { status: booking.status });
    if (Date.now() >= Date.parse(booking.paymentDeadline))
      throw new AppError('BOOKING_PAYMENT_DEADLINE_PASSED', { deadline: booking.paymentDeadline });
    const hotel = booking.hotel;
    const what = hotel ? `${hotel.hotelName}, ${hotel.checkIn} to ${hotel.checkOut}` : booking.productType;
    return this.ipay88.form({
      refNo: booking.bookingRef,
      amountMinor: booking.total,
      currency: booking.currencyCode,
      prodDesc: `Booking ${booking.bookingRef}: ${what}`.slice(0, PROD_DESC_MAX),
      userName: booking.contact.name,
      userEmail: booking.contact.email,
      userContact: booking.contact.phone ?? '',
    });
  }
}
