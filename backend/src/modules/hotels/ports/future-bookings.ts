import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** What a deletion asks about: a hotel, one room type, or some rates (a rate plan is several). */
export type InventoryTarget =
  { kind: 'hotel'; hotelId: string } | { kind: 'room'; roomId: string } | { kind: 'rates'; roomRateIds: readonly string[] };

/**
 * The port a booking context implements so that hotels, room types and rates with guests still to
 * come cannot be deleted. The hotel inventory does not know bookings: whoever holds them answers.
 */
export interface FutureBookingsSource {
  /**
   * Bookings of the target that are not cancelled and whose check-out is after `today` (the
   * hotel's local date, YYYY-MM-DD). Read in `manager`, the deleting transaction, which has
   * already locked the hotel's, room type's or rates' rows (see docs/hotel-inventory.md).
   */
  countFutureBookings(target: InventoryTarget, today: string, manager: EntityManager): Promise<number>;
}

/**
 * Where booking contexts plug in their `FutureBookingsSource`: the booking module imports
 * `HotelsModule` and calls `register(this)` in `onModuleInit` (the dependency points from bookings
 * to hotels, never back). With none registered (part 1: no booking context yet) nothing has
 * bookings and deletions go ahead.
 */
@Injectable()
export class FutureBookings {
  private readonly sources = new Set<FutureBookingsSource>();

  /** Adds a source; the returned function removes it again. */
  register(source: FutureBookingsSource): () => void {
    this.sources.add(source);
    return () => this.sources.delete(source);
  }

  async count(target: InventoryTarget, today: string, manager: EntityManager): Promise<number> {
    let total = 0;
    for (const source of this.sources) total += await source.countFutureBookings(target, today, manager);
    return total;
  }
}
