import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../core/database/unit-of-work';
import type { StoredEvent } from '../../../../core/event-store';
import { AppError } from '../../../../core/errors/app-error';
import { actionResult } from '../../../../core/http/action-result';
import { type BookingCommand, withSupplierRef } from '../../domain/booking';
import type { BookingPlaced } from '../../domain/booking.events';
import { BookingQueries } from '../../queries/booking-queries.service';
import { type BookingSupplier, BookingSuppliers, SupplierFailure } from '../../suppliers';
import { BookingWriter, type DecidedCommand } from '../booking-writer.service';
import { IssueBooking } from './issue-booking.command';

/**
 * Issuing: a paid booking confirmed (CON). A product sold through an outside supplier (a flight; a
 * hotel on a connected channel) is confirmed there first, outside any transaction (a supplier call
 * must not hold the booking's locks), then `Issue` records the supplier's reference; our own hotel
 * inventory asks nobody and confirms the held rooms in the same transaction. A supplier's refusal
 * or outage moves the booking to RHI (Need Attention) with the reason and answers 502
 * BOOKING_NEEDS_ATTENTION; staff may issue it again from there (the supplier confirms
 * idempotently by our reference, so a retry after a lost answer gets the same reference).
 */
@CommandHandler(IssueBooking)
export class IssueBookingHandler implements ICommandHandler<IssueBooking> {
  private readonly logger = new Logger(IssueBookingHandler.name);

  constructor(
    private readonly writer: BookingWriter,
    private readonly queries: BookingQueries,
    private readonly suppliers: BookingSuppliers,
    private readonly uow: UnitOfWork,
  ) {}

  async execute({ actor, bookingRef }: IssueBooking) {
    const current = await this.queries.visible(actor, bookingRef);
    const by = actor.organizationId === null ? 'staff' : 'buyer';
    // Decided once, on the booking as read: refused (unpaid, not allowed) or nothing to do (already
    // issued: no events) before anyone outside is asked; appended as decided once the supplier answered.
    const planned: BookingCommand = { type: 'Issue', by, supplierRef: null };
    const decided = this.writer.decide(planned, current);
    // The whole booking once issued: the stream read above and the events appended, when the issue was decided on it.
    let stream: StoredEvent[] | null = current.stream;
    if (decided.events.length > 0) {
      const supplier = await this.supplierOf(bookingRef, current.placed);
      const supplierRef = supplier ? await this.confirmAt(supplier, bookingRef, current.placed) : null;
      const confirmed = { version: decided.version, events: withSupplierRef(decided.events, supplierRef) };
      const { events, decidedOn } = await this.issue(bookingRef, { ...planned, supplierRef }, confirmed, supplier, supplierRef);
      stream = decidedOn === current.stream.length ? [...current.stream, ...events] : null;
    }
    const booking = stream
      ? await this.queries.fromStream(actor, bookingRef, stream)
      : await this.queries.detail(actor, bookingRef);
    return { ...actionResult('BOOKING_ISSUED'), booking };
  }

  private async supplierOf(bookingRef: string, placed: BookingPlaced) {
    try {
      return await this.suppliers.of(placed);
    } catch (error) {
      if (error instanceof SupplierFailure) return this.needsAttention(bookingRef, error);
      throw error;
    }
  }

  /** The supplier's reference, or the booking in RHI and 502 BOOKING_NEEDS_ATTENTION. */
  private async confirmAt(supplier: BookingSupplier, bookingRef: string, placed: BookingPlaced) {
    try {
      const { supplierRef } = await supplier.channel.confirm({ bookingRef, placed, supplierCode: supplier.supplierCode });
      return supplierRef;
    } catch (error) {
      if (error instanceof SupplierFailure) return this.needsAttention(bookingRef, error);
      throw error;
    }
  }

  /**
   * Records the failure (RHI, its reason) and answers the caller that the booking needs attention.
   * Its own transaction, which does not claim the request's Idempotency-Key: the request fails, so
   * a retry with the same key decides again on the booking as it now is.
   */
  private async needsAttention(bookingRef: string, failure: SupplierFailure): Promise<never> {
    const reason = failure.reason.slice(0, 500);
    this.logger.warn(`booking ${bookingRef} needs attention: ${reason}`);
    await this.uow.run((m) => this.writer.execute(bookingRef, { type: 'FailAtSupplier', reason }, m), {
      claimsIdempotencyKey: false,
    });
    throw new AppError('BOOKING_NEEDS_ATTENTION', { bookingRef, reason });
  }

  /**
   * Records the issue. Refused (the booking moved meanwhile: cancelled while the supplier confirmed;
   * or its rooms' hold was released): what the supplier confirmed is cancelled there again, so
   * nothing stays booked outside for a booking that is not. Not on an unexpected error (the
   * database gone): a retry confirms again and gets the same reference.
   */
  private async issue(
    bookingRef: string,
    command: BookingCommand,
    decided: DecidedCommand,
    supplier: BookingSupplier | null,
    supplierRef: string | null,
  ) {
    try {
      return await this.writer.execute(bookingRef, command, undefined, decided);
    } catch (error) {
      if (error instanceof AppError && supplier && supplierRef) {
        await supplier.channel.cancel({ bookingRef, supplierRef }).catch((failure: unknown) => {
          const why = failure instanceof SupplierFailure ? failure.reason : String(failure);
          this.logger.error(
            `booking ${bookingRef}: confirmed at the supplier (${supplierRef}) but not issued, and not cancelled there: ${why}`,
          );
        });
      }
      throw error;
    }
  }
}
