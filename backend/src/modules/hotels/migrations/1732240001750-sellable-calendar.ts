import type { MigrationInterface, QueryRunner } from 'typeorm';
import { INSERT_SELLABLE_DAYS } from '../availability/sellable-calendar.sql';

/**
 * The sellable calendar (docs/hotel-inventory.md, "The sellable calendar"): per live rate and date,
 * the rooms it can still sell, the night's price before occupancy and the restrictions in force,
 * computed from inventory_days, rate_days, rate_seasons, room_rates and rooms. A projection: every
 * writer of those tables rewrites its rows in its own transaction (SellableCalendar), and
 * `npm run hotels -- rebuild-sellable-calendar` writes it again from the source tables. No foreign
 * keys: rows of a deleted rate are dropped by the deletion, like the rebuild would.
 */
export class SellableCalendar1732240001750 implements MigrationInterface {
  name = 'SellableCalendar1732240001750';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE hotels.sellable_days (
        room_rate_id         uuid NOT NULL,
        stay_date            date NOT NULL,
        hotel_id             uuid NOT NULL,
        room_id              uuid NOT NULL,
        sellable_rooms       integer,
        room_stop_sell       boolean NOT NULL,
        release_days         smallint NOT NULL,
        price                bigint NOT NULL,
        price_source         text NOT NULL CHECK (price_source IN ('DAY', 'SEASON', 'BASE')),
        rate_stop_sell       boolean NOT NULL,
        min_stay             smallint NOT NULL,
        max_stay             smallint,
        closed_to_arrival    boolean NOT NULL,
        closed_to_departure  boolean NOT NULL,
        PRIMARY KEY (room_rate_id, stay_date)
      )`);
    // The search reads the stay's dates of a destination's hotels: one range per hotel, answered
    // from the index alone (every column the search reads is in it; heap pages only for rows
    // changed since autovacuum last marked their page all-visible).
    await q.query(
      `CREATE INDEX sellable_days_search_idx ON hotels.sellable_days (hotel_id, stay_date)
         INCLUDE (room_rate_id, sellable_rooms, room_stop_sell, release_days, price, price_source, rate_stop_sell,
                  min_stay, max_stay, closed_to_arrival, closed_to_departure)`,
    );
    await q.query(INSERT_SELLABLE_DAYS, [null, null, null]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE hotels.sellable_days`);
  }
}
