import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { addDays, daysBetween } from '../availability/rules';
import { SellableCalendar } from '../availability/sellable-calendar';
import { AppError } from '../../../core/errors/app-error';
import { HoldLifecycle } from '../../../core/inventory-holds/inventory-holds';
import { type HoldRow, InventoryRepository } from '../inventory/inventory.repository';

/** Rooms a booking wants held: `rooms` of a room type under one of its rates, nights `[checkIn, checkOut)` (hotel-local dates). */
export interface HoldRequest {
  /** The booking's reference (a booking may hold several room types, each its own hold). */
  bookingRef: string;
  roomInfoID: string;
  roomRateInclusionID: string;
  checkIn: string;
  checkOut: string;
  rooms: number;
  /** When an unconfirmed hold gives its rooms back (the worker's sweep, `releaseExpired`). */
  expiresAt: Date;
}

/** The nights of a stay as a range of dates (check-out is not a night). */
const nightsOf = (stay: { checkIn: string; checkOut: string }) => ({ from: stay.checkIn, to: addDays(stay.checkOut, -1) });

/**
 * The port the booking context calls to hold, confirm and release rooms in its own transaction
 * (the `EntityManager` it passes): the inventory changes commit or roll back with the booking.
 * Exported by HotelsModule (docs/hotel-inventory.md "The booking port").
 *
 * No date ever goes below zero free rooms: a hold adds to `held` only on nights where
 * held + sold + rooms <= allotment + overbooking allowance and nothing stops the sale (room type or
 * rate stop-sell), row by row under the rows' locks; fewer nights taken than the stay has means
 * refused (what it took is given back). The table's CHECK constraint is the backstop. Stay rules
 * (release days, minimum/maximum stay, closed to arrival/departure) are the availability search's:
 * a booking quotes before it holds.
 */
@Injectable()
export class HotelInventory {
  /** Confirm, release and the expiry sweep: the hold mechanics shared with tickets, on rooms. */
  private readonly holds: HoldLifecycle<HoldRow>;

  constructor(
    dataSource: DataSource,
    private readonly inventory: InventoryRepository,
    private readonly sellable: SellableCalendar,
  ) {
    this.holds = new HoldLifecycle(dataSource, inventory.holds, {
      quantity: (hold) => hold.rooms,
      // Held -> sold keeps what a date can still sell, so only a release updates the sellable calendar.
      move: (m, hold, delta) => inventory.moveRooms(m, hold, delta),
      freed: (m, hold) => sellable.rooms(m, [hold.roomID], nightsOf(hold)),
      errors: { notFound: 'INVENTORY_HOLD_NOT_FOUND', released: 'INVENTORY_HOLD_RELEASED' },
    });
  }

  /** Holds the rooms or throws ROOMS_NOT_AVAILABLE (409) naming the first night short and what it has free. */
  async hold(manager: EntityManager, hold: HoldRequest): Promise<{ holdID: string }> {
    const nights = daysBetween(hold.checkIn, hold.checkOut);
    if (!(nights >= 1)) throw new AppError('CHECK_OUT_NOT_AFTER_CHECK_IN');
    if (!Number.isInteger(hold.rooms) || hold.rooms < 1 || hold.rooms > 100)
      throw new RangeError(`rooms out of range: ${hold.rooms}`);
    if (!(await this.inventory.lockForHold(manager, hold.roomInfoID, hold.roomRateInclusionID)))
      throw new AppError('ROOM_RATE_NOT_FOUND');

    const stay = { roomID: hold.roomInfoID, rateID: hold.roomRateInclusionID, checkIn: hold.checkIn, checkOut: hold.checkOut };
    const taken = await this.inventory.takeRooms(manager, { ...stay, rooms: hold.rooms });
    if (taken.length < nights) {
      const short = await this.inventory.firstShortNight(manager, stay, taken);
      // Give back what was taken, so a caller that goes on with its transaction holds nothing.
      if (taken.length > 0)
        await this.inventory.moveRooms(manager, { ...stay, nightsOnly: taken }, { held: -hold.rooms, sold: 0 });
      throw new AppError('ROOMS_NOT_AVAILABLE', short);
    }
    await this.sellable.rooms(manager, [hold.roomInfoID], nightsOf(hold));
    return {
      holdID: await this.inventory.holds.insert(manager, {
        booking_ref: hold.bookingRef,
        room_id: stay.roomID,
        room_rate_id: stay.rateID,
        check_in: stay.checkIn,
        check_out: stay.checkOut,
        rooms: hold.rooms,
        expires_at: hold.expiresAt,
      }),
    };
  }

  /** Held -> sold. Again on a confirmed hold: nothing. A released or expired hold: INVENTORY_HOLD_RELEASED (409). */
  confirm(manager: EntityManager, holdID: string): Promise<void> {
    return this.holds.confirm(manager, holdID);
  }

  /**
   * Keeps an unconfirmed hold at least until `until`: a paid booking waits for its issue, and its
   * rooms must not go back on sale meanwhile (the sweep takes only expired holds). A confirmed or
   * released hold: nothing.
   */
  async keep(manager: EntityManager, holdID: string, until: Date): Promise<void> {
    // One statement: the update takes the hold's row lock itself, and touches a held hold only.
    await this.inventory.holds.keep(manager, holdID, until);
  }

  /** Held or sold -> free (the sellable calendar follows). Idempotent: releasing a released hold does nothing. */
  release(manager: EntityManager, holdID: string): Promise<void> {
    return this.holds.release(manager, holdID);
  }

  /**
   * Releases holds past their expiry that were never confirmed (the worker runs it every minute,
   * ReleaseExpiredHoldsJob), in batches each in its own transaction; holds a booking is changing
   * right now are skipped until the next run. Answers how many were released.
   */
  releaseExpired(): Promise<number> {
    return this.holds.releaseExpired();
  }
}
