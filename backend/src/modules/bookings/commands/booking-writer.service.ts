import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AggregateStores, type StoredEvent } from '../../../core/event-store';
import { AppError } from '../../../core/errors/app-error';
import { booking, type BookingCommand, type BookingState, decide } from '../domain/booking';
import { type BookingEvent, type BookingPlaced, bookingStreamId } from '../domain/booking.events';
import { PaymentMethods } from '../payments';
import { type BookedProduct, ProductLines } from '../product-lines';
import { BookingsProjection } from '../projections/bookings.projection';
import { endOfDay } from './booking-deadline';

/** Booking states kept in memory (most recently used): a booking is paid and issued within minutes of being placed. */
const BOOKING_STATES_CACHED = 5_000;

/**
 * A command decided on the booking as a handler read it (`BookingWriter.decide`), before something
 * that must come between the decision and its append (a supplier asked outside any transaction).
 * `execute` appends these events when the stream is still at `version`; moved on, it decides again.
 */
export interface DecidedCommand {
  version: number;
  events: BookingEvent[];
}

/**
 * The bookings' write path: the aggregate store (a booking has few writers; a conflict is retried
 * and decided again), and, in the same transaction as the events, what they mean elsewhere
 * (docs/bookings.md "One transaction per move"): the product through its line (ProductLines:
 * hotels' rooms, attractions' tickets; flights hold nothing) and the money through the booking's
 * payment method (PaymentMethods: agent credit's ledger, last). So a booking, its product and its
 * credit move together or not at all. The read model (BookingsProjection) is applied here, inline
 * only: the subscriber runner does not apply it again (docs/bookings.md "Read model").
 */
@Injectable()
export class BookingWriter {
  private readonly bookings;

  constructor(
    stores: AggregateStores,
    private readonly lines: ProductLines,
    private readonly payments: PaymentMethods,
    private readonly readModel: BookingsProjection,
  ) {
    // States cached: a command on a booking this process wrote last appends without reading its stream first.
    this.bookings = stores.create(booking, { retries: 5, cacheSize: BOOKING_STATES_CACHED });
  }

  /**
   * Decides `command` on the booking as read (`current`: its state and stream) without appending:
   * for a handler that must refuse before it asks a supplier. Hand the answer to `execute` so the
   * command is not decided a second time.
   */
  decide(command: BookingCommand, current: { state: BookingState; stream: readonly unknown[] }): DecidedCommand {
    return { version: current.stream.length, events: decide(command, current.state) };
  }

  /**
   * Decides `command` on the booking's stream (or appends what `decided` decided, when the stream
   * is still where it was decided) and applies what its events mean, in `manager`'s transaction
   * when given (the booking command holds the product first), else in its own. Answers the state
   * after the command, the events appended (none: nothing changed) and the stream's version the
   * command was decided on (the events before them).
   */
  execute(
    bookingRef: string,
    command: BookingCommand,
    manager?: EntityManager,
    decided?: DecidedCommand,
  ): Promise<{ state: BookingState; events: StoredEvent[]; decidedOn: number }> {
    // The booking as the last decision folded it (a conflict decides again): what the events' effects read.
    let after: BookingState | undefined;
    return this.bookings.execute(
      {
        streamId: bookingStreamId(bookingRef),
        // Placing makes the booking: its reference is new (50 random bits), its stream empty.
        newStream: command.type === 'Place',
        decide: (state, version) => {
          const events = decided && decided.version === version ? decided.events : decide(command, state);
          const folded = events.reduce((s, e) => booking.evolve(s, e), state);
          after = folded;
          return { events, reply: (stored) => ({ state: folded, events: stored, decidedOn: version }) };
        },
        afterAppend: async (m, stored) => {
          for (const event of stored) {
            await this.readModel.handle(event, { manager: m, table: (name: string) => name });
          }
          const placed = after?.placed;
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

  /** What an event means for the product (its line) and the money (the payment method, last), in the event's transaction. */
  private async applyEffects(m: EntityManager, placed: BookingPlaced, event: BookingEvent): Promise<void> {
    const product = this.lines.bookedOf(placed);
    const payment = this.payments.of(placed.paymentMethod);
    switch (event.type) {
      case 'BookingPaid':
        // Paid: the product waits for the issue past the hold's expiry, until the stay or visit is over.
        if (product) await keepUntilUsed(m, product);
        // The capture last: it locks the agency's one credit account until commit (BookingPlacement).
        if (event.data.method === placed.paymentMethod) await payment.capture(m, placed, event.data.amount);
        return;
      case 'BookingIssued':
        if (product) await product.line.confirm(m, product.booked);
        return;
      case 'BookingTicketsChanged':
        // The new date's capacity is taken (or the change refused) in the event's transaction.
        if (!product?.line.rebook || !event.data.visitDate) return;
        await product.line.rebook(m, product.booked);
        // Paid and waiting for the issue: kept until the new visit day is over (the read model is this transaction's).
        if (await this.isPaid(m, placed.bookingRef)) await keepUntilUsed(m, product);
        return;
      case 'BookingExpired':
        if (product) await product.line.release(m, product.booked);
        await payment.release(m, placed);
        return;
      case 'BookingCancelled':
      case 'BookingStatusSet': {
        const ends = event.type === 'BookingCancelled' || event.data.to === 'FLD';
        if (!ends) return;
        if (product) await product.line.release(m, product.booked);
        // Paid: give back the refund; never paid: let go of the hold.
        if (event.data.refund > 0) await payment.refund(m, placed, event.data.refund);
        else await payment.release(m, placed);
        return;
      }
      default:
        return;
    }
  }
}

/** Keeps the product's hold until its last day (check-out, the visit; Malaysia time) is over. */
const keepUntilUsed = (m: EntityManager, { line, booked }: BookedProduct) => line.keep(m, booked, endOfDay(line.lastDay(booked)));
