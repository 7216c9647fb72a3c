import { type EventHandler, Reaction, type StoredEvent } from '../../../core/event-store';
import { QueueService } from '../../../core/queue/queue.service';
import { MakeThemeParkTicket, type MakeThemeParkTicketPayload } from '../jobs/make-theme-park-ticket.job';

const REASON: Record<string, MakeThemeParkTicketPayload['reason']> = {
  BookingIssued: 'issued',
  BookingTicketsChanged: 'changed',
  BookingFolioUpdated: 'folio',
};

/**
 * A booking issued, its tickets changed (updateThemePark) or its folio updated: the worker's
 * MakeThemeParkTicket job makes its ticket (again), one job per event (job id `ticket-<event id>`,
 * so a redelivered event makes one job). The job decides whether there is a ticket to make (an issued
 * theme-park or cable-car booking); it carries the booking reference and the reason only.
 */
@Reaction({ name: 'bookings.make-ticket', on: Object.keys(REASON) })
export class WhenTicketsIssuedOrChangedMakeTicket implements EventHandler {
  constructor(private readonly queues: QueueService) {}

  async handle(event: StoredEvent): Promise<void> {
    const bookingRef = event.streamId.slice('booking-'.length);
    // Not the bare event id: the hotel voucher's jobs on the same queue take that one.
    await this.queues.enqueue(
      MakeThemeParkTicket,
      { bookingRef, reason: REASON[event.type]! },
      { jobId: `ticket-${event.eventId}` },
    );
  }
}
