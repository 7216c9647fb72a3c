import { Injectable } from '@nestjs/common';
import { MailService } from '../../../core/mail/mail.service';
import { defineJob, HandlesJob, type JobHandler } from '../../../core/queue/job';
import { QueueName } from '../../../core/queue/queue-names';
import { bookingConfirmationMail } from '../vouchers/booking-mail';
import { BookingVouchers } from '../vouchers/booking-vouchers.service';
import { voucherFileName } from '../vouchers/hotel-voucher-data';

export type EmailBookingConfirmationPayload = {
  bookingRef: string;
  /** Only when someone asked for another address (`sendBookingEmail`); else the booking's contact, read when sent. */
  to?: string;
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
  ) {}

  async handle({ bookingRef, to }: EmailBookingConfirmationPayload) {
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
