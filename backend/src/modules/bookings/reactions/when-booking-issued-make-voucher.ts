import { Injectable } from '@nestjs/common';
import type { EventSubscriber, StoredEvent } from '../../../core/event-store';
import { Subscriber } from '../../../core/event-store/event-store.module';
import { QueueService } from '../../../core/queue/queue.service';
import { MakeHotelVoucher } from '../jobs/make-hotel-voucher.job';

/**
 * An issued booking gets its hotel voucher and confirmation e-mail: the worker's MakeHotelVoucher
 * job, one per BookingIssued (job id = the event's id, so a redelivered event makes one job). The
 * job carries the booking reference only.
 */
@Injectable()
@Subscriber()
export class WhenBookingIssuedMakeVoucher implements EventSubscriber {
  readonly name = 'bookings.make-voucher';
  readonly kind = 'reaction' as const;
  readonly eventTypes = ['BookingIssued'];

  constructor(private readonly queues: QueueService) {}

  async handle(event: StoredEvent): Promise<void> {
    const bookingRef = event.streamId.slice('booking-'.length);
    await this.queues.enqueue(MakeHotelVoucher, { bookingRef }, { jobId: event.eventId });
  }
}
