import { PERMISSIONS, rooms } from '@bo/shared';
import { type EventHandler, Reaction, type StoredEvent, type SubscriberContext } from '../../../core/event-store';
import { RealtimeService } from '../../../core/realtime/realtime.service';
import { BOOKING_EVENT_TYPES } from '../domain/booking.events';

/** A push is only worth sending while someone could be looking; a catch-up of old events sends none. */
const STALE_AFTER_MS = 5 * 60_000;

/**
 * Live bookings: every committed booking event reaches the booking's organization and the
 * provider's staff who follow bookings (never another organization) as `domain-event` (the read
 * model has it already: BookingWriter writes it in the event's own transaction), so open lists and the booking's page refetch and show the new status. Only
 * the reference, status facts and organization travel; never the guests' details.
 */
@Reaction({ name: 'bookings.push-live', on: BOOKING_EVENT_TYPES })
export class WhenBookingChangedPushLive implements EventHandler {
  constructor(private readonly realtime: RealtimeService) {}

  handle(event: StoredEvent, ctx: SubscriberContext): Promise<void> {
    return this.handleBatch([event], ctx);
  }

  async handleBatch(events: StoredEvent[], { manager }: SubscriberContext): Promise<void> {
    const live = events.filter((e) => Date.now() - e.recordedAt.getTime() <= STALE_AFTER_MS);
    if (live.length === 0) return;
    const refs = live.map((e) => e.streamId.slice('booking-'.length));
    const orgs = (await manager.query(`SELECT booking_ref, organization_id FROM bookings.bookings WHERE booking_ref = ANY($1)`, [
      refs,
    ])) as { booking_ref: string; organization_id: string | null }[];
    const orgOf = new Map(orgs.map((r) => [r.booking_ref, r.organization_id]));
    const at = new Date().toISOString();
    for (const [i, event] of live.entries()) {
      const organizationId = orgOf.get(refs[i]!) ?? null;
      this.realtime.toRooms(
        [...(organizationId ? [rooms.organization(organizationId)] : []), ...this.realtime.staffRooms(PERMISSIONS.bookingsView)],
        'domain-event',
        { type: event.type, streamId: event.streamId, eventId: event.eventId, data: { bookingRef: refs[i], organizationId }, at },
      );
    }
  }
}
