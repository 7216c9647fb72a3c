import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { defineJob, HandlesJob, type JobHandler } from '../../../core/queue/job';
import { QueueName } from '../../../core/queue/queue-names';
import { QueueService } from '../../../core/queue/queue.service';
import { THEME_PARK_TICKET_KIND } from '../../attractions';
import { BookingDocuments } from '../documents/booking-documents.service';
import { EmailBookingConfirmation } from './email-booking-confirmation.job';

/**
 * The booking and why the ticket is made: issued (then e-mailed), its visit date or names changed
 * by updateThemePark (e-mailed: it replaces the one sent), or its folio changed (not e-mailed, as
 * for hotel vouchers). Nothing else: the job reads the booking when it runs.
 */
export type MakeThemeParkTicketPayload = { bookingRef: string; reason: 'issued' | 'changed' | 'folio' };
/** Enqueued by WhenTicketsIssuedOrChangedMakeTicket with the event's id as job id. */
export const MakeThemeParkTicket = defineJob<MakeThemeParkTicketPayload>(QueueName.Documents, 'make-theme-park-ticket');

/**
 * A theme-park or cable-car booking's ticket: made and stored (BookingDocuments.remake: the
 * same ticket again stores nothing), then, when issued or changed, the e-mail with it to the
 * booking's contact as a job of its own on the mail queue, whose id follows this one's so a retried
 * run enqueues it once. Any other booking: nothing (the job runs for every BookingIssued).
 */
@Injectable()
@HandlesJob(MakeThemeParkTicket)
export class MakeThemeParkTicketJob implements JobHandler<MakeThemeParkTicketPayload> {
  constructor(
    private readonly documents: BookingDocuments,
    private readonly queues: QueueService,
  ) {}

  async handle({ bookingRef, reason }: MakeThemeParkTicketPayload, job: Pick<Job, 'id'>) {
    const ticket = await this.documents.remake(bookingRef, THEME_PARK_TICKET_KIND);
    if (!ticket) return { made: false };
    if (reason !== 'folio') {
      await this.queues.enqueue(
        EmailBookingConfirmation,
        { bookingRef, ...(reason === 'changed' ? { changed: true } : {}) },
        { jobId: `${job.id ?? bookingRef}.mail` },
      );
    }
    return { made: true, created: ticket.created, fileId: ticket.fileId };
  }
}
