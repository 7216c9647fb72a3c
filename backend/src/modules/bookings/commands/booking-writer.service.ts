import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AggregateStores, type StoredEvent } from '../../../core/event-store';
import { AppError } from '../../../core/errors/app-error';
import { CreditLedger } from '../../credit';
import { TicketInventory } from '../../attractions';
import { HotelInventory } from '../../hotels';
import { booking, type BookingCommand, type BookingState, decide } from '../domain/booking';
import { type BookingEvent, type BookingPlaced, bookingStreamId } from '../domain/booking.events';
import { BookingsProjection } from '../projections/bookings.projection';
import { endOfDay } from './booking-deadline';

/** Booking states kept in memory (most recently used): a booking is paid and issued within minutes of being placed. */
const BOOKING_STATES_CACHED = 5_000;

/**
 * The bookings' write path: the aggregate store (a booking has few writers; a conflict is retried
 * and decided again), and, in the same transaction as the events, what they mean for the other
 * contexts: the rooms (the hotels' HotelInventory port) and the agency's credit (the credit
 * ledger, each command with an id of its own so a retry never applies twice). So a booking, its
 * rooms and its credit move together or not at all. The read model is applied inline too (see
 * MarkupWriter for why; BookingsProjection then finds each event applied).
 */
@Injectable()
export class BookingWriter {
  private readonly bookings;

  constructor(
    stores: AggregateStores,
    private readonly inventory: HotelInventory,
    private readonly tickets: TicketInventory,
    private readonly credit: CreditLedger,
    private readonly readModel: BookingsProjection,
  ) {
    // States cached: a command on a booking this process wrote last appends without reading its stream first.
    this.bookings = stores.create(booking, { retries: 5, cacheSize: BOOKING_STATES_CACHED });
  }

  /**
   * Decides `command` on the booking's stream and applies what its events mean, in `manager`'s
   * transaction when given (the booking command holds rooms and credit first), else in its own.
   * Answers the state after the command, the events appended (none: nothing changed) and the
   * stream's version the command was decided on (the events before them).
   */
  execute(
    bookingRef: string,
    command: BookingCommand,
    manager?: EntityManager,
  ): Promise<{ state: BookingState; events: StoredEvent[]; decidedOn: number }> {
    // The booking as the last decision folded it (a conflict decides again): what the events' effects read.
    let decided: BookingState | undefined;
    return this.bookings.execute(
      {
        streamId: bookingStreamId(bookingRef),
        // Placing makes the booking: its reference is new (50 random bits), its stream empty.
        newStream: command.type === 'Place',
        decide: (state, version) => {
          const events = decide(command, state);
          const after = events.reduce((s, e) => booking.evolve(s, e), state);
          decided = after;
          return { events, reply: (stored) => ({ state: after, events: stored, decidedOn: version }) };
        },
        afterAppend: async (m, stored) => {
          for (const event of stored) {
            await this.readModel.handle(event, { manager: m, table: (name: string) => name });
          }
          const placed = decided?.placed;
          if (!placed) throw new AppError('BOOKING_NOT_FOUND');
          for (const event of stored) await this.applyEffects(m, placed, { type: event.type, data: event.data } as BookingEvent);
        },
      },
      manager,
    );
  }

  private async isPaid(m: EntityManager, bookingRef: string): Promise<boolean> {
    const [row] = (await m.query(`SELECT payment_status FROM bookings.bookings WHERE booking_ref = $1`, [bookingRef])) as {
      payment_status: string;
    }[];
    return row?.payment_status === 'paid';
  }

  /** What an event means for the rooms and the credit, in the event's transaction. */
  private async applyEffects(m: EntityManager, placed: BookingPlaced, event: BookingEvent): Promise<void> {
    const ref = placed.bookingRef;
    const credit = placed.paymentMethod === 'CREDIT' && placed.buyer.organizationId !== null;
    const account = { organizationId: placed.buyer.organizationId ?? '', currency: placed.currencyCode };
    const options = (step: string) => ({ manager: m, commandId: `booking:${ref}:${step}` });
    const holdID = placed.hotel?.holdID;
    // Theme parks and cable cars: the attractions' TicketInventory holds the tickets as HotelInventory holds rooms.
    const ticketHoldID = placed.tickets?.holdID;
    switch (event.type) {
      case 'BookingPaid':
        // Paid: the rooms and tickets wait for the issue past the hold's expiry, until the stay or visit is over.
        if (holdID) await this.inventory.keep(m, holdID, endOfDay(placed.hotel!.checkOut));
        if (ticketHoldID) await this.tickets.keep(m, ticketHoldID, visitDayOver(placed));
        // The capture last: it locks the agency's one credit account until commit (BookingPlacement).
        if (event.data.method === 'CREDIT' && credit)
          await this.credit.captureHold(account, { bookingRef: ref, amount: event.data.amount }, options('capture'));
        return;
      case 'BookingIssued':
        if (holdID) await this.inventory.confirm(m, holdID);
        if (ticketHoldID) await this.tickets.confirm(m, ticketHoldID);
        return;
      case 'BookingTicketsChanged':
        // Capacity on the new date is taken (or the change refused with TICKETS_NOT_AVAILABLE) in the event's transaction.
        if (!ticketHoldID || !event.data.visitDate) return;
        await this.tickets.move(m, ticketHoldID, event.data.visitDate.after);
        // Paid and waiting for the issue: kept until the new visit day is over (the read model is this transaction's).
        if (await this.isPaid(m, ref)) await this.tickets.keep(m, ticketHoldID, visitDayOver(placed));
        return;
      case 'BookingExpired':
        if (holdID) await this.inventory.release(m, holdID);
        if (ticketHoldID) await this.tickets.release(m, ticketHoldID);
        if (credit) await this.releaseCreditHold(account, ref, options('release'));
        return;
      case 'BookingCancelled':
      case 'BookingStatusSet': {
        const refund = event.data.refund;
        const ends = event.type === 'BookingCancelled' || event.data.to === 'FLD';
        if (!ends) return;
        if (holdID) await this.inventory.release(m, holdID);
        if (ticketHoldID) await this.tickets.release(m, ticketHoldID);
        if (!credit) return;
        // Paid by credit: give back the refund; never paid: let go of the hold.
        if (refund > 0)
          await this.credit.refund(
            account,
            { bookingRef: ref, amount: refund, reasonCode: 'BOOKING_CANCELLED' },
            options('refund'),
          );
        else await this.releaseCreditHold(account, ref, options('release'));
        return;
      }
      default:
        return;
    }
  }

  /** A hold the credit ledger already let go of (its own expiry, or captured then refunded) needs nothing more. */
  private async releaseCreditHold(
    account: { organizationId: string; currency: string },
    bookingRef: string,
    options: { manager: EntityManager; commandId: string },
  ) {
    try {
      await this.credit.releaseHold(account, { bookingRef }, options);
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'HOLD_NOT_ACTIVE')) throw error;
    }
  }
}

/** The end of a ticket booking's visit day (UTC+8, Malaysia: every attraction today), after which its tickets are worth nothing. */
const visitDayOver = (placed: BookingPlaced) => endOfDay(placed.tickets!.visitDate);
