import { type EventHandler, Projection, type StoredEvent, type SubscriberContext } from '../../../core/event-store';
import { rowValues } from '../../../core/database/row-writes';
import { booking } from '../domain/booking';
import { BOOKING_EVENT_TYPES, type BookingEvent, type BookingPlaced } from '../domain/booking.events';

/**
 * `bookings.bookings`: one row per booking with its current status, payment and amounts. Applied
 * once, inline: every booking command applies its events here in their own transaction
 * (BookingWriter), because the answer, the next command's checks (`isPaid`) and the lists must see
 * them at once; the subscriber runner therefore hands it no event (`inline`), and it is a
 * subscriber only so `npm run projections -- rebuild bookings.bookings` replays the log into it.
 * Each event moves a row only to a higher stream version, so a replay over a row changes nothing.
 * The status and amounts after an event are the domain's own fold (`booking.evolve`) of the row's
 * state, so the read model and the decisions cannot disagree.
 */
@Projection({ name: 'bookings.bookings', tables: ['bookings.bookings'], on: BOOKING_EVENT_TYPES, inline: true })
export class BookingsProjection implements EventHandler {
  async handle(event: StoredEvent, { manager, table }: SubscriberContext): Promise<void> {
    const bookings = table('bookings.bookings');
    const e = { type: event.type, data: event.data } as BookingEvent;
    if (e.type === 'BookingPlaced') {
      const p = e.data;
      const row = rowValues({
        booking_ref: p.bookingRef,
        version: event.streamVersion,
        product_type: p.productType,
        status: 'PPA',
        payment_status: 'pend',
        customer_type: p.buyer.customerType,
        organization_id: p.buyer.organizationId,
        hotel_id: p.hotel?.hotelID ?? null,
        supplier_name: p.hotel?.hotelName ?? p.tickets?.productName ?? p.flight?.carrierName ?? null,
        destination: p.hotel?.city ?? p.tickets?.city ?? p.flight?.destinationCity ?? null,
        // Theme parks and cable cars: the visit date (updateThemePark moves it); flights: the departure date.
        check_in: p.hotel?.checkIn ?? p.tickets?.visitDate ?? p.flight?.departureDate ?? null,
        check_out: p.hotel?.checkOut ?? null,
        contact_name: p.contact.name,
        traveller_name: p.travellers[0] ?? null,
        currency: p.currencyCode,
        total: p.total,
        payment_method: p.paymentMethod,
        payment_deadline: p.paymentDeadline,
        placed: JSON.stringify(p),
        created_at: event.recordedAt,
        updated_at: event.recordedAt,
      });
      await manager.query(
        `INSERT INTO ${bookings} (${row.columns}) VALUES (${row.placeholders}) ON CONFLICT (booking_ref) DO NOTHING`,
        row.params,
      );
      return;
    }
    const ref = refOf(event.streamId);
    const [current] = (await manager.query(
      `SELECT version, status, payment_status, paid::text, refunded::text, placed FROM ${bookings} WHERE booking_ref = $1 FOR UPDATE`,
      [ref],
    )) as { version: number; status: string; payment_status: string; paid: string; refunded: string; placed: BookingPlaced }[];
    if (!current || current.version >= event.streamVersion) return;
    const next = booking.evolve(
      {
        placed: current.placed,
        status: current.status as never,
        paymentStatus: current.payment_status as never,
        paid: Number(current.paid),
        refunded: Number(current.refunded),
      },
      e,
    );
    const supplierRef = e.type === 'BookingIssued' ? e.data.supplierRef : undefined;
    await manager.query(
      `UPDATE ${bookings}
          SET version = $2, status = $3, payment_status = $4, paid = $5, refunded = $6, updated_at = $7,
              supplier_ref = CASE WHEN $8::boolean THEN $9 ELSE supplier_ref END
        WHERE booking_ref = $1`,
      [
        ref,
        event.streamVersion,
        next.status,
        next.paymentStatus,
        next.paid,
        next.refunded,
        event.recordedAt,
        supplierRef !== undefined,
        supplierRef ?? null,
      ],
    );
    // The folio as it stands: the list searches and shows the contact and the lead guest; `placed` carries the rest.
    if (e.type === 'BookingFolioUpdated') {
      const placed = next.placed!;
      await manager.query(`UPDATE ${bookings} SET contact_name = $2, traveller_name = $3, placed = $4 WHERE booking_ref = $1`, [
        ref,
        placed.contact.name,
        placed.travellers[0] ?? null,
        JSON.stringify(placed),
      ]);
    }
    // A ticket booking's new visit date (the list's check-in) and names.
    if (e.type === 'BookingTicketsChanged') {
      const placed = next.placed!;
      await manager.query(`UPDATE ${bookings} SET check_in = $2, traveller_name = $3, placed = $4 WHERE booking_ref = $1`, [
        ref,
        placed.tickets?.visitDate ?? null,
        placed.travellers[0] ?? null,
        JSON.stringify(placed),
      ]);
    }
  }
}

/** `booking-<ref>` -> `<ref>`. */
export const refOf = (streamId: string) => streamId.slice('booking-'.length);
