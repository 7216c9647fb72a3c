import { Injectable } from '@nestjs/common';
import { MailService } from '../../../core/mail/mail.service';
import { defineJob, HandlesJob, type JobHandler } from '../../../core/queue/job';
import { QueueName } from '../../../core/queue/queue-names';
import { BookingDocuments } from '../documents/booking-documents.service';

export type EmailBookingConfirmationPayload = {
  bookingRef: string;
  /** Only when someone asked for another address (`sendBookingEmail`); else the booking's contact, read when sent. */
  to?: string;
  /** A theme-park or cable-car booking whose visit date or names changed: the mail says its ticket replaces the one before. */
  changed?: boolean;
};
export const EmailBookingConfirmation = defineJob<EmailBookingConfirmationPayload>(QueueName.Mail, 'email-booking-confirmation');

/**
 * The confirmation e-mail of an issued booking with its stored document attached (the hotel
 * voucher, the theme-park ticket: by file id, loaded by MailService when it sends), worded by its
 * product line in the document's language. A booking no longer going ahead (cancelled meanwhile)
 * gets none; a document not stored yet fails the job (retried).
 */
@Injectable()
@HandlesJob(EmailBookingConfirmation)
export class EmailBookingConfirmationJob implements JobHandler<EmailBookingConfirmationPayload> {
  constructor(
    private readonly documents: BookingDocuments,
    private readonly mail: MailService,
  ) {}

  async handle({ bookingRef, to, changed }: EmailBookingConfirmationPayload) {
    const found = await this.documents.issued(bookingRef);
    if (!found) return { sent: false };
    const { issued, document } = found;
    const stored = await this.documents.stored(bookingRef, document.kind);
    if (!stored) throw new Error(`Booking ${bookingRef} has no ${document.kind} stored yet`);
    const messageId = await this.mail.send({
      to: to ?? issued.contact.email,
      ...document.mail(issued, stored.language, changed ?? false),
      attachments: [{ fileId: stored.fileId, filename: document.fileName(bookingRef) }],
    });
    return { sent: true, messageId };
  }
}
