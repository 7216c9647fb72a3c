import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { HoldTable, type HoldState } from '../../../core/inventory-holds/inventory-holds';

/** A ticket hold (`attractions.ticket_holds`) as its changes read it. */
export interface TicketHoldRow extends HoldState {
  holdID: string;
  bookingRef: string;
  productID: string;
  visitDate: string;
  quantity: number;
}

/** UPDATE ... RETURNING answers [rows, count] through TypeORM; INSERT and SELECT answer rows. */
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) && Array.isArray(result[0]) ? result[0] : result) as T[];

/** The SQL of ticket holds and the held/sold counters of dates (the TicketInventory port); every call takes the caller's transaction. */
@Injectable()
export class TicketInventoryRepository {
  /** The ticket holds (insert, lock, status, keep, expired: the shared hold mechanics on this table). */
  readonly holds = new HoldTable<TicketHoldRow>(
    'attractions.ticket_holds',
    `id AS "holdID", booking_ref AS "bookingRef", product_id AS "productID", to_char(visit_date, 'YYYY-MM-DD') AS "visitDate",
     quantity`,
  );

  /** The product exists and sells, its row locked FOR SHARE until the caller's transaction ends. */
  async lockProduct(m: EntityManager, productID: string): Promise<boolean> {
    const rows = (await m.query(`SELECT 1 FROM attractions.products WHERE id = $1 AND active FOR SHARE`, [
      productID,
    ])) as unknown[];
    return rows.length === 1;
  }

  /**
   * Adds `quantity` to `column` (held or sold) of the date when it can take them: open, not
   * stopped, held + sold + quantity within capacity. One conditional UPDATE: it waits for any other
   * writer of the row and is then judged on the row's latest counters, so concurrent holds of the
   * last tickets never sell more than there are. Answers whether it took them.
   */
  async take(
    m: EntityManager,
    day: { productID: string; visitDate: string },
    quantity: number,
    column: 'held' | 'sold',
  ): Promise<boolean> {
    const result = await m.query(
      `UPDATE attractions.capacity_days SET ${column} = ${column} + $3, updated_at = now()
        WHERE product_id = $1 AND visit_date = $2::date AND NOT stop_sell AND held + sold + $3 <= capacity
        RETURNING 1`,
      [day.productID, day.visitDate, quantity],
    );
    return rowsOf(result).length === 1;
  }

  /** What the date can still sell (0 when closed or stopped). */
  async available(m: EntityManager, day: { productID: string; visitDate: string }): Promise<number> {
    const rows = (await m.query(
      `SELECT CASE WHEN stop_sell THEN 0 ELSE greatest(capacity - held - sold, 0) END AS free
         FROM attractions.capacity_days WHERE product_id = $1 AND visit_date = $2::date`,
      [day.productID, day.visitDate],
    )) as { free: number }[];
    return rows[0]?.free ?? 0;
  }

  /** Moves tickets between held, sold and free on one date. */
  async move(
    m: EntityManager,
    day: { productID: string; visitDate: string },
    delta: { held: number; sold: number },
  ): Promise<void> {
    await m.query(
      `UPDATE attractions.capacity_days SET held = held + $3, sold = sold + $4, updated_at = now()
        WHERE product_id = $1 AND visit_date = $2::date`,
      [day.productID, day.visitDate, delta.held, delta.sold],
    );
  }

  /** Locks the product's rows of these dates in date order (two moves crossing each other's dates never deadlock). */
  async lockDays(m: EntityManager, productID: string, dates: readonly string[]): Promise<void> {
    await m.query(
      `SELECT 1 FROM attractions.capacity_days WHERE product_id = $1 AND visit_date = ANY($2::date[])
        ORDER BY visit_date FOR NO KEY UPDATE`,
      [productID, dates],
    );
  }

  async setHoldDate(m: EntityManager, holdID: string, visitDate: string): Promise<void> {
    await m.query(`UPDATE attractions.ticket_holds SET visit_date = $2 WHERE id = $1`, [holdID, visitDate]);
  }
}
