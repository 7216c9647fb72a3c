import type { ErrorCode } from '@bo/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { inTransactionBatches } from '../database/transaction-batches';
import { AppError } from '../errors/app-error';

/**
 * The hold mechanics the inventories share (rooms: hotels' HotelInventory, tickets: attractions'
 * TicketInventory): a hold is a row of its owner's holds table that keeps units of stock `held`
 * until it is confirmed (held -> sold), released (held or sold -> free) or, never confirmed, expires
 * and is released by the worker's sweep. What is held and how counters move stay the owner's: it
 * names its table and columns and moves its own counters (`HoldLifecycle`'s `move`); this piece
 * holds no table of its own and no context's name.
 */
export type HoldStatus = 'HELD' | 'CONFIRMED' | 'RELEASED';

/** What every hold row read for a change has, next to the owner's columns. */
export interface HoldState {
  status: HoldStatus;
  /** Held past its expiry: its units are (or are about to be) given back. */
  expired: boolean;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)?$/;

/**
 * The SQL of one holds table. The owner gives `<schema>.<table>` (with at least `id`, `status`,
 * `expires_at`, `confirmed_at`, `released_at`) and the select list of its own columns
 * (`id AS "holdID", quantity, ...`); every call takes the caller's transaction.
 */
export class HoldTable<Row extends HoldState> {
  constructor(
    private readonly table: string,
    private readonly columns: string,
  ) {
    if (!IDENTIFIER.test(table)) throw new Error(`not a table name: ${table}`);
  }

  /** A new held hold of these column values; answers its id. */
  async insert(m: EntityManager, values: Readonly<Record<string, unknown>>): Promise<string> {
    const names = Object.keys(values);
    const bad = names.find((name) => !IDENTIFIER.test(name) || name.includes('.'));
    if (bad !== undefined) throw new Error(`not a column name: ${bad}`);
    const rows = (await m.query(
      `INSERT INTO ${this.table} (${names.join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
      Object.values(values),
    )) as { id: string }[];
    return rows[0]!.id;
  }

  /** A hold locked for its change (undefined: no such hold). */
  async lock(m: EntityManager, id: string): Promise<Row | undefined> {
    const rows = (await m.query(
      `SELECT ${this.columns}, status, (status = 'HELD' AND expires_at <= now()) AS expired
         FROM ${this.table} WHERE id = $1 FOR UPDATE`,
      [id],
    )) as Row[];
    return rows[0];
  }

  async setStatus(m: EntityManager, id: string, status: Exclude<HoldStatus, 'HELD'>): Promise<void> {
    const stamp = status === 'CONFIRMED' ? 'confirmed_at' : 'released_at';
    await m.query(`UPDATE ${this.table} SET status = $2, ${stamp} = now() WHERE id = $1`, [id, status]);
  }

  /** A held hold expires no earlier than `until` (one statement: it takes the row's lock itself). */
  async keep(m: EntityManager, id: string, until: Date): Promise<void> {
    await m.query(`UPDATE ${this.table} SET expires_at = greatest(expires_at, $2) WHERE id = $1 AND status = 'HELD'`, [
      id,
      until,
    ]);
  }

  /** Up to `limit` held holds past their expiry that no one else is changing, oldest first. */
  async expired(m: EntityManager, limit: number): Promise<string[]> {
    const rows = (await m.query(
      `SELECT id FROM ${this.table} WHERE status = 'HELD' AND expires_at <= now()
        ORDER BY expires_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
      [limit],
    )) as { id: string }[];
    return rows.map((r) => r.id);
  }
}

/** Units moved between the counters: `held` and `sold` deltas (free is what is left). */
export interface HoldDelta {
  held: number;
  sold: number;
}

/** How one inventory's holds move its stock, from the owner. */
export interface HoldRules<Row extends HoldState> {
  /** The units the hold counts. */
  quantity: (hold: Row) => number;
  /** Moves the hold's units between the owner's counters, rows locked in the owner's order. */
  move: (m: EntityManager, hold: Row, delta: HoldDelta) => Promise<void>;
  /** After a release gave the units back, before the hold is marked released (rooms: the sellable calendar). */
  freed?: (m: EntityManager, hold: Row) => Promise<void>;
  errors: { notFound: ErrorCode; released: ErrorCode };
}

/** Expired holds released per transaction of the sweep. */
const SWEEP_BATCH = 100;

/** Confirm, release and the expiry sweep of one inventory's holds (its port calls them). */
export class HoldLifecycle<Row extends HoldState> {
  constructor(
    private readonly dataSource: DataSource,
    readonly table: HoldTable<Row>,
    private readonly rules: HoldRules<Row>,
  ) {}

  /** The hold, locked; or the owner's not-found error. */
  async lock(m: EntityManager, id: string): Promise<Row> {
    const hold = await this.table.lock(m, id);
    if (!hold) throw new AppError(this.rules.errors.notFound);
    return hold;
  }

  /** Held -> sold. Again on a confirmed hold: nothing. A released or expired hold: the owner's released error (409). */
  async confirm(m: EntityManager, id: string): Promise<void> {
    const hold = await this.lock(m, id);
    if (hold.status === 'CONFIRMED') return;
    if (hold.status === 'RELEASED' || hold.expired) throw new AppError(this.rules.errors.released);
    const quantity = this.rules.quantity(hold);
    await this.rules.move(m, hold, { held: -quantity, sold: quantity });
    await this.table.setStatus(m, id, 'CONFIRMED');
  }

  /** Held or sold -> free. Idempotent: releasing a released hold does nothing. */
  async release(m: EntityManager, id: string): Promise<void> {
    const hold = await this.lock(m, id);
    if (hold.status === 'RELEASED') return;
    const quantity = this.rules.quantity(hold);
    await this.rules.move(m, hold, hold.status === 'HELD' ? { held: -quantity, sold: 0 } : { held: 0, sold: -quantity });
    await this.rules.freed?.(m, hold);
    await this.table.setStatus(m, id, 'RELEASED');
  }

  /**
   * Releases holds past their expiry that were never confirmed (the worker runs it every minute),
   * in batches each in its own transaction; holds a booking is changing right now are skipped until
   * the next run. Answers how many were released.
   */
  releaseExpired(): Promise<number> {
    return inTransactionBatches(this.dataSource, SWEEP_BATCH, async (m, limit) => {
      const ids = await this.table.expired(m, limit);
      for (const id of ids) await this.release(m, id);
      return ids.length;
    });
  }
}
