import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  type Booking,
  type BookingAction,
  type BookingHistoryEntry,
  type BookingPayment,
  type BookingStatus,
  moneyText,
  type PriceBreakdownItem,
} from '@bo/shared';
import { type Actor, requestContext } from '../../../core/context/request-context';
import { EventStore, type StoredEvent } from '../../../core/event-store';
import { AppError } from '../../../core/errors/app-error';
import { iso } from '../../../core/read-side/sql-dates';
import { UserDirectory } from '../../identity-access';
import { booking, type BookingState } from '../domain/booking';
import { paymentsOf } from '../domain/booking-payments';
import { type BookingEvent, type BookingPlaced, type BookingTicketsChanged, bookingStreamId } from '../domain/booking.events';
import { LIST_FROM } from './booking-rows';

/** The action each event records, for the history (BOOKING_ACTION labels). */
const ACTION_OF: Record<BookingEvent['type'], BookingAction> = {
  BookingPlaced: 'BOOK',
  BookingPaid: 'PAY',
  BookingPaymentFailed: 'PAYMENT_FAILED',
  BookingIssued: 'ISSUE',
  BookingSupplierFailed: 'SUPPLIER_FAILED',
  BookingExpired: 'EXPIRE',
  BookingCancelled: 'CANCEL',
  BookingStatusSet: 'SET_STATUS',
  BookingFolioUpdated: 'UPDATE_FOLIO',
  BookingTicketsChanged: 'CHANGE_TICKETS',
  BookingPaymentToRefund: 'PAYMENT_TO_REFUND',
};

/**
 * One booking as the back office and the booking calls read it: its row (`bookings.bookings`) and
 * its whole history from its stream (who, when, from which screen: the events' metadata). The one
 * reader of a booking, with many callers: GetBooking and the documents' downloads, and the commands
 * that decide on the booking (`visible`, `ofSystem`) or answer with it (`detail`, `fromStream`).
 * The lists, counts and the cancellation quote are their query handlers' own (`queries/<use-case>/`,
 * decision 0009). An agency sees its own organization's bookings only; another's answers 404, as if
 * it did not exist.
 */
@Injectable()
export class BookingQueries {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventStore,
    private readonly users: UserDirectory,
  ) {}

  /**
   * One booking, its payments and its history (read in `manager`'s transaction when given); another
   * organization's (or none): 404 BOOKING_NOT_FOUND. A command holding the booking's whole stream
   * answers with `fromStream` instead.
   */
  async detail(actor: Actor, bookingRef: string, manager: EntityManager = this.dataSource.manager): Promise<Booking> {
    const [row] = (await manager.query(
      `SELECT b.placed, b.supplier_ref, o.name AS organization_name, ${iso('b.created_at')} AS created_at, ${iso('b.updated_at')} AS updated_at
         FROM ${LIST_FROM} WHERE b.booking_ref = $1`,
      [bookingRef],
    )) as {
      placed: BookingPlaced;
      supplier_ref: string | null;
      organization_name: string | null;
      created_at: string;
      updated_at: string;
    }[];
    if (!row || !this.maySee(actor, row.placed)) throw new AppError('BOOKING_NOT_FOUND');
    const stored = await this.events.readStream(bookingStreamId(bookingRef), { manager });
    const {
      placed,
      supplier_ref: supplierRef,
      organization_name: organizationName,
      created_at: createdAt,
      updated_at: updatedAt,
    } = row;
    const folded = await this.historyOf(stored, manager);
    return this.answerOf(bookingRef, { placed, supplierRef, organizationName, createdAt, updatedAt }, folded);
  }

  /**
   * `detail` of a booking whose whole stream the caller holds (a command that just read or wrote
   * it), without reading the read model back: what its row would say is the stream's own fold
   * (what was booked, the supplier's reference, when it was made and last moved), as the
   * projection writes it; only the organization's name is read (this context's replica, as
   * `detail` joins it) with the history's users. The events as a read of the stream answers them
   * (their data in jsonb's order of keys), so the answer is `detail`'s to the byte.
   */
  async fromStream(
    actor: Actor,
    bookingRef: string,
    stream: StoredEvent[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Booking> {
    const stored = stream.map((e) => ({ ...e, data: asStored(e.data) }));
    const organizationId = (stored[0]?.data as BookingPlaced | undefined)?.buyer.organizationId ?? null;
    const [folded, organizationName] = await Promise.all([
      this.historyOf(stored, manager),
      organizationId === null ? null : this.organizationName(manager, organizationId),
    ]);
    const placed = folded.state.placed;
    if (!placed || !this.maySee(actor, placed)) throw new AppError('BOOKING_NOT_FOUND');
    const issued = stored.findLast((e) => e.type === 'BookingIssued');
    const row = {
      // The row's `placed` is jsonb: the fold as stored.
      placed: asStored(placed),
      supplierRef: issued ? ((issued.data as { supplierRef?: string | null }).supplierRef ?? null) : null,
      organizationName,
      createdAt: stored[0].recordedAt.toISOString(),
      updatedAt: stored[stored.length - 1].recordedAt.toISOString(),
    };
    return this.answerOf(bookingRef, row, folded);
  }

  private async organizationName(manager: EntityManager, organizationId: string): Promise<string | null> {
    const [row] = (await manager.query(`SELECT name FROM bookings.organizations WHERE id = $1`, [organizationId])) as {
      name: string;
    }[];
    return row?.name ?? null;
  }

  /** The answer of `detail`: the booking's row (or what it would say) and its stream's fold. */
  private answerOf(
    bookingRef: string,
    row: {
      placed: BookingPlaced;
      supplierRef: string | null;
      organizationName: string | null;
      createdAt: string;
      updatedAt: string;
    },
    { state, history, payments }: Awaited<ReturnType<BookingQueries['historyOf']>>,
  ): Booking {
    const p = row.placed;
    return {
      bookingRef,
      productType: p.productType,
      status: state.status!,
      paymentStatus: state.paymentStatus!,
      customerType: p.buyer.customerType,
      organizationId: p.buyer.organizationId,
      organizationName: row.organizationName,
      hotel: p.hotel
        ? {
            hotelID: p.hotel.hotelID,
            hotelName: p.hotel.hotelName,
            city: p.hotel.city,
            roomInfoID: p.hotel.roomInfoID,
            roomName: p.hotel.roomName,
            roomRateInclusionID: p.hotel.roomRateInclusionID,
            rateName: p.hotel.rateName,
            checkIn: p.hotel.checkIn,
            checkOut: p.hotel.checkOut,
            nights: p.hotel.nights,
            rooms: p.hotel.rooms,
            adults: p.hotel.adults,
            childAges: p.hotel.childAges,
          }
        : null,
      flight: flightOf(p),
      tickets: ticketsOf(p),
      attention: attentionOf(state.status!, history, p.currencyCode),
      contact: p.contact,
      travellers: p.travellers,
      specialRequests: p.specialRequests ?? null,
      arrivalTime: p.arrivalTime ?? null,
      currencyCode: p.currencyCode,
      total: p.total,
      paid: state.paid,
      refunded: state.refunded,
      breakdown: p.breakdown as PriceBreakdownItem,
      paymentMethod: p.paymentMethod,
      paymentDeadline: p.paymentDeadline,
      payments,
      cancellation: p.cancellation,
      supplierRef: row.supplierRef,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      history,
    };
  }

  /**
   * For the system, not a caller (no organization scope: the payment gateway's answers): what was
   * booked, the state folded from the stream, and the reference of the payment recorded, if any.
   * Null when there is no such booking.
   */
  async ofSystem(
    bookingRef: string,
  ): Promise<{ placed: BookingPlaced; state: BookingState; paymentReference: string | null; stream: StoredEvent[] } | null> {
    const stored = await this.events.readStream(bookingStreamId(bookingRef));
    let state = booking.initialState();
    let paymentReference: string | null = null;
    for (const e of stored) {
      const event = { type: e.type, data: e.data } as BookingEvent;
      state = booking.evolve(state, event);
      if (event.type === 'BookingPaid') paymentReference = event.data.reference;
    }
    return state.placed ? { placed: state.placed, state, paymentReference, stream: stored } : null;
  }

  /**
   * `ofSystem` for a caller: the booking as folded from its stream, when the caller may see it
   * (else BOOKING_NOT_FOUND, as `detail` answers). One read, for commands that decide before they
   * answer with `detail`.
   */
  async visible(actor: Actor, bookingRef: string) {
    const current = await this.ofSystem(bookingRef);
    if (!current || !this.maySee(actor, current.placed)) throw new AppError('BOOKING_NOT_FOUND');
    return current;
  }

  /** Staff see every booking; an agency user its own organization's. */
  private maySee(actor: Actor, placed: BookingPlaced): boolean {
    return actor.organizationId === null || actor.organizationId === placed.buyer.organizationId;
  }

  /** The state after the stream's events and one history entry per event, with the users' names. */
  private async historyOf(
    stored: StoredEvent[],
    manager: EntityManager,
  ): Promise<{ state: BookingState; history: BookingHistoryEntry[]; payments: BookingPayment[] }> {
    const names = await this.users.namesOf(
      manager,
      stored.map((e) => e.metadata.actorId),
    );
    let state = booking.initialState();
    const history: BookingHistoryEntry[] = [];
    for (const e of stored) {
      const event = { type: e.type, data: e.data } as BookingEvent;
      state = booking.evolve(state, event);
      const actorId = e.metadata.actorId;
      history.push({
        at: e.recordedAt.toISOString(),
        action: ACTION_OF[event.type],
        status: state.status!,
        paymentStatus: state.paymentStatus!,
        by: actorId ? { userId: actorId, username: names.get(actorId) ?? null } : null,
        pagePath: e.metadata.pagePath ?? null,
        // What was booked is the booking itself; a folio update its changed fields ({ before, after });
        // other events carry their own facts.
        detail:
          event.type === 'BookingPlaced'
            ? { total: event.data.total, paymentDeadline: event.data.paymentDeadline }
            : event.type === 'BookingFolioUpdated'
              ? { ...event.data.changes }
              : event.type === 'BookingTicketsChanged'
                ? ticketChangeDetail(event.data)
                : { ...(event.data as object) },
      });
    }
    const payments = paymentsOf(
      stored.map((e) => ({ event: { type: e.type, data: e.data } as BookingEvent, at: e.recordedAt.toISOString() })),
    );
    return { state, history, payments };
  }
}

/**
 * A value as jsonb gives it back: through JSON, and each object's keys in jsonb's order (shorter
 * keys first, keys of one length by their bytes), so an answer built from events just appended
 * reads as one built from the stream or the row.
 */
export function asStored<T>(value: T): T {
  return value === undefined ? value : (jsonbKeys(JSON.parse(JSON.stringify(value))) as T);
}

function jsonbKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(jsonbKeys);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).map(([k, v]) => [Buffer.from(k), k, jsonbKeys(v)] as const);
  entries.sort(([a], [b]) => a.length - b.length || Buffer.compare(a, b));
  return Object.fromEntries(entries.map(([, k, v]) => [k, v]));
}

/** A flight booking's flight as `getBooking` answers it (without what only we need: the supplier's cost). */
function flightOf(p: BookingPlaced): Booking['flight'] {
  if (!p.flight) return null;
  const { supplierCost: _cost, ...flight } = p.flight;
  return flight;
}

/**
 * Why a booking needs attention: in RHI, the latest move into it (the supplier's refusal, or
 * staff's reason); else the latest payment the gateway took that the booking could not take (to
 * refund there), in the caller's language; null when nothing needs doing.
 */
export function attentionOf(status: BookingStatus, history: BookingHistoryEntry[], currencyCode: string): Booking['attention'] {
  if (status === 'RHI') {
    const last = history.findLast((e) => e.status === 'RHI' && (e.action === 'SUPPLIER_FAILED' || e.action === 'SET_STATUS'));
    const reason = last?.detail.reason;
    return last && typeof reason === 'string' ? { reason, at: last.at } : null;
  }
  const toRefund = history.findLast((e) => e.action === 'PAYMENT_TO_REFUND');
  if (!toRefund) return null;
  const amount = moneyText(Number(toRefund.detail.amount), currencyCode);
  const reference = String(toRefund.detail.reference);
  const reason =
    requestContext.get()?.language === 'ms'
      ? `Gerbang pembayaran menerima ${amount} (rujukan ${reference}) selepas tempahan tidak lagi boleh menerimanya: bayaran itu perlu dipulangkan.`
      : `The payment gateway took ${amount} (reference ${reference}) after the booking could no longer take it: it is to be refunded.`;
  return { reason, at: toRefund.at };
}

/** A theme-park or cable-car booking's tickets as `getBooking` answers them, ticket types named in the caller's language. */
function ticketsOf(p: BookingPlaced): Booking['tickets'] {
  if (!p.tickets) return null;
  const malay = requestContext.get()?.language === 'ms';
  const { holdID: _hold, tickets, ...rest } = p.tickets;
  return {
    ...rest,
    tickets: tickets.map((t) => ({
      ticketTypeID: t.ticketTypeID,
      code: t.code,
      name: malay ? t.nameMs : t.name,
      quantity: t.quantity,
    })),
  };
}

/** A ticket change's history detail: the dates and the new names, flat. */
function ticketChangeDetail(change: BookingTicketsChanged): Record<string, unknown> {
  return {
    ...(change.visitDate ? { previousVisitDate: change.visitDate.before, visitDate: change.visitDate.after } : {}),
    ...(change.travellers ? { travellers: change.travellers.after.join(', ') } : {}),
    ...(change.repricedTotal !== null ? { repricedTotal: change.repricedTotal } : {}),
  };
}
