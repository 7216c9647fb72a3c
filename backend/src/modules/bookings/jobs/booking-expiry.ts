import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { defineJob, HandlesJob, type JobHandler } from '../../../core/queue/job';
import { QueueName } from '../../../core/queue/queue-names';
import { QueueService } from '../../../core/queue/queue.service';
import { BookingWriter } from '../commands/booking-writer.service';

export type ExpireBookingPayload = { bookingRef: string };
/** One delayed job per booking, due at its payment deadline (BullMQ keeps it across restarts). */
export const ExpireBooking = defineJob<ExpireBookingPayload>(QueueName.Maintenance, 'expire-booking');
export type ExpireDueBookingsPayload = Record<string, never>;
/** The backstop sweep: unpaid bookings past their deadline whose delayed job was lost. */
export const ExpireDueBookings = defineJob<ExpireDueBookingsPayload>(QueueName.Maintenance, 'expire-due-bookings');
export const EXPIRE_DUE_BOOKINGS_EVERY_MS = 60_000;
/** Bookings expired per sweep run (each in its own transaction). */
const SWEEP_BATCH = 200;

/** Schedules a booking's expiry (the API, after the booking commits). */
@Injectable()
export class BookingExpiry {
  private readonly logger = new Logger(BookingExpiry.name);

  constructor(private readonly queue: QueueService) {}

  /** At `deadline`; once per booking (the job id). A failure to schedule is logged: the sweep expires it anyway. */
  async schedule(bookingRef: string, deadline: Date): Promise<void> {
    const delay = Math.max(0, deadline.getTime() - Date.now());
    await this.queue
      .enqueue(ExpireBooking, { bookingRef }, { jobId: `expire-${bookingRef}`, delay, removeOnComplete: true })
      .catch((error: Error) =>
        this.logger.warn(`expiry of ${bookingRef} not scheduled (the sweep will expire it): ${error.message}`),
      );
  }
}

/**
 * Expires one booking at its deadline: an unpaid booking becomes EXP and its rooms and credit hold
 * are released in the same transaction (BookingWriter). A booking paid, cancelled or expired
 * meanwhile is left as it is (the decision answers no event), so a late or repeated job is harmless.
 */
@Injectable()
@HandlesJob(ExpireBooking)
export class ExpireBookingJob implements JobHandler<ExpireBookingPayload> {
  constructor(private readonly writer: BookingWriter) {}

  async handle({ bookingRef }: ExpireBookingPayload): Promise<{ expired: boolean }> {
    const { events } = await this.writer.execute(bookingRef, { type: 'Expire', now: new Date() });
    return { expired: events.length > 0 };
  }
}

/** Every minute: the unpaid bookings past their deadline (the index `bookings_due_idx`), each expired as above. */
@Injectable()
@HandlesJob(ExpireDueBookings)
export class ExpireDueBookingsJob implements JobHandler<ExpireDueBookingsPayload> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly writer: BookingWriter,
  ) {}

  async handle(): Promise<{ expired: number }> {
    const due = (await this.dataSource.query(
      `SELECT booking_ref FROM bookings.bookings
        WHERE status = 'PPA' AND payment_status IN ('pend', 'fail') AND payment_deadline <= now()
        ORDER BY payment_deadline LIMIT $1`,
      [SWEEP_BATCH],
    )) as { booking_ref: string }[];
    let expired = 0;
    for (const { booking_ref: ref } of due) {
      const { events } = await this.writer.execute(ref, { type: 'Expire', now: new Date() });
      expired += events.length > 0 ? 1 : 0;
    }
    return { expired };
  }
}
