import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AppError } from '../../../core/errors/app-error';
import { HoldLifecycle } from '../../../core/inventory-holds/inventory-holds';
import { TicketInventoryRepository, type TicketHoldRow } from '../inventory/ticket-inventory.repository';

/** Tickets a booking wants held: `quantity` tickets (all its ticket types together) of a product on one visit date. */
export interface TicketHoldRequest {
  bookingRef: string;
  productID: string;
  visitDate: string;
  quantity: number;
  /** When an unconfirmed hold gives its tickets back (the worker's sweep, `releaseExpired`). */
  expiresAt: Date;
}

/**
 * The port the bookings context calls to hold, confirm, move and release tickets in its own
 * transaction (the `EntityManager` it passes): the capacity changes commit or roll back with the
 * booking, as HotelInventory does for rooms. Exported by AttractionsModule (docs/attractions.md).
 *
 * No date ever sells more than its capacity: a hold or a move takes tickets with one conditional
 * UPDATE of the date's row (held + sold + quantity <= capacity, open, not stopped), judged on the
 * row's latest counters after any concurrent writer; the table's CHECK is the backstop.
 */
@Injectable()
export class TicketInventory {
  /** Confirm, release and the expiry sweep: the hold mechanics shared with rooms, on tickets. */
  private readonly holds: HoldLifecycle<TicketHoldRow>;

  constructor(
    dataSource: DataSource,
    private readonly inventory: TicketInventoryRepository,
  ) {
    this.holds = new HoldLifecycle(dataSource, inventory.holds, {
      quantity: (hold) => hold.quantity,
      move: (m, hold, delta) => inventory.move(m, hold, delta),
      errors: { notFound: 'TICKET_HOLD_NOT_FOUND', released: 'TICKET_HOLD_RELEASED' },
    });
  }

  /** Holds the tickets or throws TICKETS_NOT_AVAILABLE (409) with the date and what it has free; ATTRACTION_NOT_FOUND for a product that does not sell. */
  async hold(manager: EntityManager, hold: TicketHoldRequest): Promise<{ holdID: string }> {
    if (!Number.isInteger(hold.quantity) || hold.quantity < 1 || hold.quantity > 100)
      throw new RangeError(`quantity out of range: ${hold.quantity}`);
    if (!(await this.inventory.lockProduct(manager, hold.productID))) throw new AppError('ATTRACTION_NOT_FOUND');
    const day = { productID: hold.productID, visitDate: hold.visitDate };
    if (!(await this.inventory.take(manager, day, hold.quantity, 'held'))) await this.short(manager, day);
    return {
      holdID: await this.inventory.holds.insert(manager, {
        booking_ref: hold.bookingRef,
        product_id: hold.productID,
        visit_date: hold.visitDate,
        quantity: hold.quantity,
        expires_at: hold.expiresAt,
      }),
    };
  }

  /** Held -> sold. Again on a confirmed hold: nothing. A released or expired hold: TICKET_HOLD_RELEASED (409). */
  confirm(manager: EntityManager, holdID: string): Promise<void> {
    return this.holds.confirm(manager, holdID);
  }

  /** Held or sold -> free. Idempotent: releasing a released hold does nothing. */
  release(manager: EntityManager, holdID: string): Promise<void> {
    return this.holds.release(manager, holdID);
  }

  /**
   * Keeps an unconfirmed hold at least until `until` (a paid booking waits for its issue: its
   * tickets must not go back on sale meanwhile). A released or confirmed hold: nothing.
   */
  async keep(manager: EntityManager, holdID: string, until: Date): Promise<void> {
    await this.holds.lock(manager, holdID);
    await this.inventory.holds.keep(manager, holdID, until);
  }

  /**
   * Moves a hold's tickets (held or sold) to another date of the same product: taken on the new
   * date (TICKETS_NOT_AVAILABLE when it has too few) and given back on the old one, both rows
   * locked in date order first. The same date: nothing. A released hold: TICKET_HOLD_RELEASED.
   */
  async move(manager: EntityManager, holdID: string, visitDate: string): Promise<void> {
    const hold = await this.holds.lock(manager, holdID);
    if (hold.status === 'RELEASED' || hold.expired) throw new AppError('TICKET_HOLD_RELEASED');
    if (hold.visitDate === visitDate) return;
    await this.inventory.lockDays(manager, hold.productID, [hold.visitDate, visitDate]);
    const column = hold.status === 'HELD' ? 'held' : 'sold';
    const to = { productID: hold.productID, visitDate };
    if (!(await this.inventory.take(manager, to, hold.quantity, column))) await this.short(manager, to);
    await this.inventory.move(
      manager,
      hold,
      column === 'held' ? { held: -hold.quantity, sold: 0 } : { held: 0, sold: -hold.quantity },
    );
    await this.inventory.setHoldDate(manager, holdID, visitDate);
  }

  /**
   * Releases holds past their expiry that were never confirmed (the worker runs it every minute,
   * ReleaseExpiredTicketHoldsJob), in batches each in its own transaction; holds a booking is
   * changing right now are skipped until the next run. Answers how many were released.
   */
  releaseExpired(): Promise<number> {
    return this.holds.releaseExpired();
  }

  private async short(manager: EntityManager, day: { productID: string; visitDate: string }): Promise<never> {
    throw new AppError('TICKETS_NOT_AVAILABLE', { date: day.visitDate, free: await this.inventory.available(manager, day) });
  }
}
