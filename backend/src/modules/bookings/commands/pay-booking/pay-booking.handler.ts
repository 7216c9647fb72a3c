import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PaymentGatewayForm } from '@bo/shared';
import { AppError } from '../../../../core/errors/app-error';
import { actionResult } from '../../../../core/http/action-result';
import { ipay88FormFor, Ipay88Gateway } from '../../payments';
import { BookingQueries } from '../../queries/booking-queries.service';
import { BookingWriter } from '../booking-writer.service';
import { PayBooking } from './pay-booking.command';

@CommandHandler(PayBooking)
export class PayBookingHandler implements ICommandHandler<PayBooking> {
  constructor(
    private readonly writer: BookingWriter,
    private readonly queries: BookingQueries,
    private readonly ipay88: Ipay88Gateway,
  ) {}

  async execute({ actor, bookingRef, method }: PayBooking): Promise<PaymentGatewayForm> {
    const { placed, stream } = await this.queries.visible(actor, bookingRef);
    if (placed.paymentMethod !== method) throw new AppError('BOOKING_PAYMENT_METHOD_MISMATCH', { method: placed.paymentMethod });
    if (method === 'CREDIT') {
      // The credit held at booking is captured for the whole total (BookingWriter, in the same transaction).
      const { events, decidedOn } = await this.writer.execute(bookingRef, {
        type: 'Pay',
        method: 'CREDIT',
        amount: placed.total,
        reference: null,
        now: new Date(),
      });
      // Decided on the stream read above: it and the events appended are the whole booking (else read it again).
      const booking =
        decidedOn === stream.length
          ? await this.queries.fromStream(actor, bookingRef, [...stream, ...events])
          : await this.queries.detail(actor, bookingRef);
      return { ...actionResult('BOOKING_PAID'), booking, gateway: null };
    }
    // The signed form for the total, refused as the stream would refuse the payment itself.
    const booking = await this.queries.fromStream(actor, bookingRef, stream);
    return { ...actionResult('BOOKING_PAYMENT_STARTED'), booking, gateway: ipay88FormFor(this.ipay88, booking) };
  }
}
