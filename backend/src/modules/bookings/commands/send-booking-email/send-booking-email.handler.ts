import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppError } from '../../../../core/errors/app-error';
import { actionResult } from '../../../../core/http/action-result';
import { QueueService } from '../../../../core/queue/queue.service';
import { EmailBookingConfirmation } from '../../jobs/email-booking-confirmation.job';
import { BookingQueries } from '../../queries/booking-queries.service';
import { BookingDocuments, NOT_GOING_AHEAD } from '../../documents/booking-documents.service';
import { ProductLines } from '../../product-lines';
import { SendBookingEmail } from './send-booking-email.command';

/**
 * Whoever may see the booking (and edit it) sends its confirmation again: a booking not going ahead
 * is refused (BOOKING_TRANSITION_NOT_ALLOWED), one without its document yet answers its line's
 * "not ready" (VOUCHER_NOT_READY, TICKET_NOT_READY; a product with no document: VOUCHER_NOT_READY).
 * The worker sends it (EmailBookingConfirmation, a job per call: each call is one more e-mail).
 */
@CommandHandler(SendBookingEmail)
export class SendBookingEmailHandler implements ICommandHandler<SendBookingEmail> {
  constructor(
    private readonly queries: BookingQueries,
    private readonly documents: BookingDocuments,
    private readonly queues: QueueService,
    private readonly lines: ProductLines,
  ) {}

  async execute({ actor, bookingRef, email }: SendBookingEmail) {
    const booking = await this.queries.detail(actor, bookingRef);
    if (NOT_GOING_AHEAD.has(booking.status)) throw new AppError('BOOKING_TRANSITION_NOT_ALLOWED', { status: booking.status });
    // The e-mail carries the booking's document: a hotel's voucher, a theme park's ticket.
    const document = this.lines.of(booking.productType).document;
    if (!document || !(await this.documents.stored(bookingRef, document.kind))) {
      throw new AppError(document?.notReady ?? 'VOUCHER_NOT_READY');
    }
    const to = email ?? booking.contact.email;
    await this.queues.enqueue(EmailBookingConfirmation, { bookingRef, ...(email ? { to: email } : {}) });
    return { ...actionResult('BOOKING_EMAIL_SENT', { email: to }), bookingRef, email: to };
  }
}
