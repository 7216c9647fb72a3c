import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { defineJob, HandlesJob, type JobHandler } from '../../../core/queue/job';
import { QueueName } from '../../../core/queue/queue-names';
import { QueueService } from '../../../core/queue/queue.service';
import { HOTEL_VOUCHER_KIND } from '../../hotels';
import { BookingDocuments } from '../documents/booking-documents.service';
import { EmailBookingConfirmation } from './email-booking-confirmation.job';

/** The booking only: the job reads everything else when it runs (job data is kept and shown to operators). */
export type MakeHotelVoucherPayload = { bookingRef: string };
/** Enqueued on BookingIssued with the event's id as job id (WhenBookingIssuedMakeVoucher). */
export const MakeHotelVoucher = defineJob<MakeHotelVoucherPayload>(QueueName.Documents, 'make-hotel-voucher');

/**
 * An issued booking's hotel voucher: made and stored once (BookingDocuments.make: a retry after it
 * was stored finds it and stores nothing), then the confirmation e-mail with it to the booking's
 * contact, as a job of its own on the mail queue (SMTP trouble retries the mail, not the PDF). That
 * job's id follows this one's, so a retried run enqueues the e-mail once.
 */
@Injectable()
@HandlesJob(MakeHotelVoucher)
export class MakeHotelVoucherJob implements JobHandler<MakeHotelVoucherPayload> {
  constructor(
    private readonly documents: BookingDocuments,
    private readonly queues: QueueService,
  ) {}

  async handle({ bookingRef }: MakeHotelVoucherPayload, job: Pick<Job, 'id'>) {
    const voucher = await this.documents.make(bookingRef, HOTEL_VOUCHER_KIND);
    if (!voucher) return { made: false };
    await this.queues.enqueue(EmailBookingConfirmation, { bookingRef }, { jobId: `${job.id ?? bookingRef}.mail` });
    return { made: true, created: voucher.created, fileId: voucher.fileId };
  }
}
