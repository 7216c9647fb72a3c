import { type EventHandler, Reaction, type StoredEvent } from '../../../core/event-store';
import { QueueService } from '../../../core/queue/queue.service';
import { MakeHotelVoucher } from '../jobs/make-hotel-voucher.job';

/**
 * An issued booking gets its hotel voucher and confirmation e-mail: the worker's MakeHotelVoucher
 * job, one per BookingIssued (job id = the event's id, so a redelivered event makes one job). The
 * job carries the booking reference only.
 */
@Reaction({ name: 'bookings.make-voucher', on: ['BookingIssued'] })
export class WhenBookingIssuedMakeVoucher implements EventHandler {
  constructor(private readonly queues: QueueService) {}

  async handle(event: StoredEvent): Promise<void> {
    const bookingRef = event.streamId.slice('booking-'.length);
    await this.queues.enqueue(MakeHotelVoucher, { bookingRef }, { jobId: event.eventId });
  }
}
