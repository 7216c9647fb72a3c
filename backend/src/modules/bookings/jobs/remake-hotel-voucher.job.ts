import { Injectable } from '@nestjs/common';
import { defineJob, HandlesJob, type JobHandler } from '../../../core/queue/job';
import { QueueName } from '../../../core/queue/queue-names';
import { HOTEL_VOUCHER_KIND } from '../../hotels';
import { BookingDocuments } from '../documents/booking-documents.service';

/** The booking only: the job reads the booking as it stands when it runs. */
export type RemakeHotelVoucherPayload = { bookingRef: string };
/** Enqueued on BookingFolioUpdated with the event's id as job id (WhenBookingFolioUpdatedRemakeVoucher). */
export const RemakeHotelVoucher = defineJob<RemakeHotelVoucherPayload>(QueueName.Documents, 'remake-hotel-voucher');

/**
 * An issued booking's folio changed (the guests' names, the contact, the requests): its voucher is
 * made again and replaces the stored one (BookingDocuments.remake), so downloads answer the new
 * one. No e-mail: the buyer sends it again if they want (sendBookingEmail). A booking not issued
 * gets nothing here; its voucher, once issued, is made with the details as they are then.
 */
@Injectable()
@HandlesJob(RemakeHotelVoucher)
export class RemakeHotelVoucherJob implements JobHandler<RemakeHotelVoucherPayload> {
  constructor(private readonly documents: BookingDocuments) {}

  async handle({ bookingRef }: RemakeHotelVoucherPayload) {
    const voucher = await this.documents.remake(bookingRef, HOTEL_VOUCHER_KIND);
    if (!voucher) return { made: false };
    return { made: true, created: voucher.created, fileId: voucher.fileId };
  }
}
