import type { CancellationQuote } from '@bo/shared';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { todayIn } from '../../../hotels';
import { BOOKING_TIME_ZONE } from '../../commands/cancel-booking/cancel-booking.handler';
import { cancellationFee } from '../../domain/booking';
import { BookingQueries } from '../booking-queries.service';
import { PreCancelBooking } from './pre-cancel.query';

/** What cancelling today (hotel-local) would keep and give back: `preCancel`, decided as `cancel` decides it. */
@QueryHandler(PreCancelBooking)
export class PreCancelBookingHandler implements IQueryHandler<PreCancelBooking> {
  constructor(private readonly bookings: BookingQueries) {}

  async execute({ actor, bookingRef }: PreCancelBooking): Promise<CancellationQuote> {
    const today = todayIn(BOOKING_TIME_ZONE);
    const b = await this.bookings.detail(actor, bookingRef);
    const paid = b.paid - b.refunded;
    const placed = { total: b.total, cancellation: b.cancellation, hotel: b.hotel ? { nights: b.hotel.nights } : null };
    const fee = b.status === 'PPA' ? 0 : Math.min(paid, cancellationFee(placed as never, today));
    return {
      bookingRef,
      currencyCode: b.currencyCode,
      paid,
      fee,
      refund: paid - fee,
      freeCancellationUntil: b.cancellation.freeCancellationUntil,
    };
  }
}
