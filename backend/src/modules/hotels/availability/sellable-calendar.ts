import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { DELETE_SELLABLE_DAYS, INSERT_SELLABLE_DAYS, LOCK_ROOMS, RATES_OF_ROOMS, ROOMS_OF_RATES } from './sellable-calendar.sql';

/** Dates `from`..`to`, both included (hotel-local `YYYY-MM-DD`); absent: every date. */
export interface DateRange {
  from: string;
  to: string;
}

/** Hotels rewritten per transaction of a rebuild. */
const REBUILD_BATCH = 50;

const ids = (rows: unknown) => (rows as { id: string }[]).map((r) => r.id);

/**
 * The sellable calendar `hotels.sellable_days` (docs/hotel-inventory.md, "The sellable calendar"):
 * per live rate and date, rules.ts `sellableDay` of the source tables, which the availability
 * search reads instead of judging inventory days, rate days and seasons per search.
 *
 * Every writer of the source tables calls `rooms` or `rates` in its own transaction after its
 * change (calendar edits, seasons, rate and room type edits and deletions, and the booking port's
 * holds and releases), so the calendar commits or rolls back with the change. Each call takes the
 * room types' advisory locks first, then rewrites the scope's rows from what is committed plus the
 * caller's own change: a writer that comes second reads the first one's commit.
 */
@Injectable()
export class SellableCalendar {
  constructor(private readonly dataSource: DataSource) {}

  /** Rewrites every live rate of room types, over `range` (every date when absent). */
  async rooms(m: EntityManager, roomIDs: readonly string[], range?: DateRange): Promise<void> {
    if (roomIDs.length === 0) return;
    await m.query(LOCK_ROOMS, [roomIDs]);
    await this.write(m, ids(await m.query(RATES_OF_ROOMS, [roomIDs])), range);
  }

  /** Rewrites rates (a deleted one loses its rows), over `range` (every date when absent). */
  async rates(m: EntityManager, rateIDs: readonly string[], range?: DateRange): Promise<void> {
    if (rateIDs.length === 0) return;
    const rooms = (await m.query(ROOMS_OF_RATES, [rateIDs])) as { room_id: string }[];
    await m.query(LOCK_ROOMS, [rooms.map((r) => r.room_id)]);
    await this.write(m, rateIDs, range);
  }

  /**
   * Writes the calendar again from the source tables: one hotel, or every hotel (deleted ones
   * too, so no row of a deleted rate is left), `REBUILD_BATCH` hotels per transaction, each under
   * its room types' locks (writers wait for the batch, the search reads on). Answers the hotels
   * and rows written.
   */
  async rebuild(hotelID?: string): Promise<{ hotels: number; rows: number }> {
    const hotelIDs = ids(
      await this.dataSource.query(`SELECT id FROM hotels.hotels WHERE $1::uuid IS NULL OR id = $1::uuid ORDER BY id`, [
        hotelID ?? null,
      ]),
    );
    let rows = 0;
    for (let i = 0; i < hotelIDs.length; i += REBUILD_BATCH) {
      const batch = hotelIDs.slice(i, i + REBUILD_BATCH);
      rows += await this.dataSource.transaction(async (m) => {
        const rooms = ids(await m.query(`SELECT id FROM hotels.rooms WHERE hotel_id = ANY($1::uuid[])`, [batch]));
        if (rooms.length === 0) return 0;
        await m.query(LOCK_ROOMS, [rooms]);
        const rates = ids(await m.query(`SELECT id FROM hotels.room_rates WHERE room_id = ANY($1::uuid[])`, [rooms]));
        await this.write(m, rates);
        const [{ n }] = (await m.query(
          `SELECT count(*)::int AS n FROM hotels.sellable_days WHERE room_rate_id = ANY($1::uuid[])`,
          [rates],
        )) as [{ n: number }];
        return n;
      });
    }
    return { hotels: hotelIDs.length, rows };
  }

  private async write(m: EntityManager, rateIDs: readonly string[], range?: DateRange): Promise<void> {
    if (rateIDs.length === 0) return;
    const params = [rateIDs, range?.from ?? null, range?.to ?? null];
    await m.query(DELETE_SELLABLE_DAYS, params);
    await m.query(INSERT_SELLABLE_DAYS, params);
  }
}
