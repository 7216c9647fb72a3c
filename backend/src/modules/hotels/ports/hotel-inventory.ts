import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { addDays, daysBetween } from '../availability/rules';
import { SellableCalendar } from '../availability/sellable-calendar';
import { AppError } from '../../../core/errors/app-error';
import { inTransactionBatches } from '../../../core/database/transaction-batches';
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

/** Expired holds released per transaction of the sweep. */
const SWEEP_BATCH = 100;

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
  constructor(
    private readonly dataSource: DataSource,
    private readonly inventory: InventoryRepository,
    private readonly sellable: SellableCalendar,
  ) {}

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
      holdID: await this.inventory.insertHold(manager, {
        ...stay,
        bookingRef: hold.bookingRef,
        rooms: hold.rooms,
        expiresAt: hold.expiresAt,
      }),
    };
  }

  /** Held -> sold. Again on a confirmed hold: nothing. A released or expired hold: INVENTORY_HOLD_RELEASED (409). */
  async confirm(manager: EntityManager, holdID: string): Promise<void> {
    const hold = await this.lockHold(manager, holdID);
    if (hold.status === 'CONFIRMED') return;
    if (hold.status === 'RELEASED' || hold.expired) throw new AppError('INVENTORY_HOLD_RELEASED');
    // Held -> sold: the rooms a date can still sell stay the same, so the sellable calendar too.
    await this.inventory.moveRooms(manager, hold, { held: -hold.rooms, sold: hold.rooms });
    await this.inventory.setHoldStatus(manager, holdID, 'CONFIRMED');
  }

  /**
   * Keeps an unconfirmed hold at least until `until`: a paid booking waits for its issue, and its
   * rooms must not go back on sale meanwhile (the sweep takes only expired holds). A confirmed or
   * released hold: nothing.
   */
  async keep(manager: EntityManager, holdID: string, until: Date): Promise<void> {
    // One statement: the update takes the hold's row lock itself, and touches a held hold only.
    await this.inventory.keepHold(manager, holdID, until);
  }

  /** Held or sold -> free. Idempotent: releasing a released hold does nothing. */
  async release(manager: EntityManager, holdID: string): Promise<void> {
    const hold = await this.lockHold(manager, holdID);
    if (hold.status === 'RELEASED') return;
    const delta = hold.status === 'HELD' ? { held: -hold.rooms, sold: 0 } : { held: 0, sold: -hold.rooms };
    await this.inventory.moveRooms(manager, hold, delta);
    await this.sellable.rooms(manager, [hold.roomID], nightsOf(hold));
    await this.inventory.setHoldStatus(manager, holdID, 'RELEASED');
  }

  /**
   * Releases holds past their expiry that were never confirmed (the worker runs it every minute,
   * ReleaseExpiredHoldsJob), in batches each in its own transaction; holds a booking is changing
   * right now are skipped until the next run. Answers how many were released.
   */
  async releaseExpired(): Promise<number> {
    return inTransactionBatches(this.dataSource, SWEEP_BATCH, async (m, limit) => {
      const ids = await this.inventory.expiredHolds(m, limit);
      for (const id of ids) await this.release(m, id);
      return ids.length;
    });
  }

  private async lockHold(manager: EntityManager, holdID: string): Promise<HoldRow> {
    const hold = await this.inventory.lockHold(manager, holdID);
    if (!hold) throw new AppError('INVENTORY_HOLD_NOT_FOUND');
    return hold;
  }
}
