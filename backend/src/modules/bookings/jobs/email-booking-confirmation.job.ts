import { Injectable } from '@nestjs/common';
import { MailService } from '../../../core/mail/mail.service';
import { defineJob, HandlesJob, type JobHandler } from '../../../core/queue/job';
import { QueueName } from '../../../core/queue/queue-names';
import { bookingConfirmationMail } from '../vouchers/booking-mail';
import { BookingTicketDocuments } from '../vouchers/booking-tickets.service';
import { BookingVouchers } from '../vouchers/booking-vouchers.service';
import { voucherFileName } from '../vouchers/hotel-voucher-data';
import { ticketFileName } from '../vouchers/theme-park-ticket-data';
import { ticketConfirmationMail } from '../vouchers/ticket-mail';

export type EmailBookingConfirmationPayload = {
  bookingRef: string;
  /** Only when someone asked for another address (`sendBookingEmail`); else the booking's contact, read when sent. */
  to?: string;
  /** A theme-park or cable-car booking whose visit date or names changed: the mail says its ticket replaces the one before. */
  changed?: boolean;
};
export const EmailBookingConfirmation = defineJob<EmailBookingConfirmationPayload>(QueueName.Mail, 'email-booking-confirmation');

/**
 * The confirmation e-mail of an issued booking with its stored voucher attached (by file id, loaded
 * by MailService when it sends), in the voucher's language. A booking no longer going ahead
 * (cancelled meanwhile) gets none; a voucher not stored yet fails the job (retried).
 */
@Injectable()
@HandlesJob(EmailBookingConfirmation)
export class EmailBookingConfirmationJob implements JobHandler<EmailBookingConfirmationPayload> {
  constructor(
    private readonly vouchers: BookingVouchers,
    private readonly mail: MailService,
    private readonly tickets: BookingTicketDocuments,
  ) {}

  async handle({ bookingRef, to, changed }: EmailBookingConfirmationPayload) {
    // Theme parks and cable cars: their ticket instead of a hotel voucher.
    const ticketBooking = await this.vouchers.issued(bookingRef);
    if (ticketBooking?.placed.tickets) {
      const ticket = await this.tickets.stored(bookingRef);
      if (!ticket) throw new Error(`Booking ${bookingRef} has no ticket stored yet`);
      const messageId = await this.mail.send({
        to: to ?? ticketBooking.placed.contact.email,
        ...ticketConfirmationMail(ticketBooking, ticket.language, changed),
        attachments: [{ fileId: ticket.fileId, filename: ticketFileName(bookingRef) }],
      });
      return { sent: true, messageId };
    }
    const voucher = await this.vouchers.stored(bookingRef);
    if (!voucher) throw new Error(`Booking ${bookingRef} has no voucher stored yet`);
    const issued = await this.vouchers.issued(bookingRef);
    if (!issued) return { sent: false };
    const messageId = await this.mail.send({
      to: to ?? issued.placed.contact.email,
      ...bookingConfirmationMail(issued, voucher.language),
      attachments: [{ fileId: voucher.fileId, filename: voucherFileName(bookingRef) }],
    });
    return { sent: true, messageId };
  }
}
