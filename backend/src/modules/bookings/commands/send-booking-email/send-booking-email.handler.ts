import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppError } from '../../../../core/errors/app-error';
import { actionResult } from '../../../../core/http/action-result';
import { QueueService } from '../../../../core/queue/queue.service';
import { EmailBookingConfirmation } from '../../jobs/email-booking-confirmation.job';
import { BookingQueries } from '../../queries/booking-queries.service';
import { BookingTicketDocuments } from '../../vouchers/booking-tickets.service';
import { BookingVouchers, NOT_GOING_AHEAD } from '../../vouchers/booking-vouchers.service';
import { SendBookingEmail } from './send-booking-email.command';

/**
 * Whoever may see the booking (and edit it) sends its confirmation again: a booking not going ahead
 * is refused (BOOKING_TRANSITION_NOT_ALLOWED), one without a voucher yet answers VOUCHER_NOT_READY.
 * The worker sends it (EmailBookingConfirmation, a job per call: each call is one more e-mail).
 */
@CommandHandler(SendBookingEmail)
export class SendBookingEmailHandler implements ICommandHandler<SendBookingEmail> {
  constructor(
    private readonly queries: BookingQueries,
    private readonly vouchers: BookingVouchers,
    private readonly queues: QueueService,
    private readonly tickets: BookingTicketDocuments,
  ) {}

  async execute({ actor, bookingRef, email }: SendBookingEmail) {
    const booking = await this.queries.detail(actor, bookingRef);
    if (NOT_GOING_AHEAD.has(booking.status)) throw new AppError('BOOKING_TRANSITION_NOT_ALLOWED', { status: booking.status });
    // A theme-park or cable-car booking's e-mail carries its ticket; a hotel booking's its voucher.
    if (booking.tickets) {
      if (!(await this.tickets.stored(bookingRef))) throw new AppError('TICKET_NOT_READY');
    } else if (!(await this.vouchers.stored(bookingRef))) throw new AppError('VOUCHER_NOT_READY');
    const to = email ?? booking.contact.email;
    await this.queues.enqueue(EmailBookingConfirmation, { bookingRef, ...(email ? { to: email } : {}) });
    return { ...actionResult('BOOKING_EMAIL_SENT', { email: to }), bookingRef, email: to };
  }
}
