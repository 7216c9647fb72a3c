import { type EventHandler, Reaction, type StoredEvent } from '../../../core/event-store';
import { QueueService } from '../../../core/queue/queue.service';
import { RemakeHotelVoucher } from '../jobs/remake-hotel-voucher.job';

/**
 * A booking's folio changed: the worker's RemakeHotelVoucher job makes its voucher again with the
 * new details, one job per BookingFolioUpdated (job id = the event's id, so a redelivered event
 * makes one job). The job decides whether there is a voucher to make (an issued booking).
 */
@Reaction({ name: 'bookings.remake-voucher', on: ['BookingFolioUpdated'] })
export class WhenBookingFolioUpdatedRemakeVoucher implements EventHandler {
  constructor(private readonly queues: QueueService) {}

  async handle(event: StoredEvent): Promise<void> {
    const bookingRef = event.streamId.slice('booking-'.length);
    await this.queues.enqueue(RemakeHotelVoucher, { bookingRef }, { jobId: event.eventId });
  }
}
