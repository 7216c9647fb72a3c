import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actionResult } from '../../../../core/http/action-result';
import { BookingQueries } from '../../queries/booking-queries.service';
import { BookingWriter } from '../booking-writer.service';
import { IssueBooking } from './issue-booking.command';

/**
 * Our own hotel inventory is the supplier: issuing confirms the held rooms in the same
 * transaction and cannot fail at a supplier (outside suppliers come with the supplier port, whose
 * failure moves the booking to RHI instead).
 */
@CommandHandler(IssueBooking)
export class IssueBookingHandler implements ICommandHandler<IssueBooking> {
  constructor(
    private readonly writer: BookingWriter,
    private readonly queries: BookingQueries,
  ) {}

  async execute({ actor, bookingRef }: IssueBooking) {
    await this.queries.detail(actor, bookingRef);
    const by = actor.organizationId === null ? 'staff' : 'buyer';
    await this.writer.execute(bookingRef, { type: 'Issue', by, supplierRef: null });
    return { ...actionResult('BOOKING_ISSUED'), booking: await this.queries.detail(actor, bookingRef) };
  }
}
