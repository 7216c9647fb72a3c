import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { CreateRoomBody, Room } from '@bo/shared';
import { insertRow, updateRow } from '../../../core/database/row-writes';
import { iso } from '../../../core/read-side/sql-dates';
import { facilityOrder } from '../support/sql';

const COLUMNS = `
  r.id AS "roomInfoID", r.hotel_id AS "hotelID", h.name AS "hotelName", r.code, r.name, r.description,
  r.size_sqm AS "sizeSqm", r.max_adults AS "maxAdults", r.max_children AS "maxChildren",
  r.max_occupancy AS "maxOccupancy", r.extra_beds AS "extraBeds", r.room_count AS "roomCount",
  r.release_days AS "releaseDays",
  r.smoking_allowed AS "smokingAllowed", r.active,
  coalesce((SELECT json_agg(json_build_object(
                  'bedCombinationID', c.id, 'nameEn', c.name_en, 'nameMs', c.name_ms, 'active', c.active,
                  'sleeps', (SELECT coalesce(sum(t.sleeps * b.quantity), 0)
                               FROM hotels.bed_combination_beds b JOIN hotels.bed_types t ON t.id = b.bed_type_id
                              WHERE b.bed_combination_id = c.id)) ORDER BY rb.position)
              FROM hotels.room_bed_combinations rb JOIN hotels.bed_combinations c ON c.id = rb.bed_combination_id
             WHERE rb.room_id = r.id), '[]') AS "bedCombinations",
  coalesce((SELECT json_agg(json_build_object(
                  'facilityID', f.id, 'code', f.code, 'nameEn', f.name_en, 'nameMs', f.name_ms,
                  'category', f.category, 'icon', f.icon) ORDER BY ${facilityOrder('f')})
              FROM hotels.room_amenities ra JOIN hotels.facilities f ON f.id = ra.facility_id
             WHERE ra.room_id = r.id), '[]') AS amenities,
  (SELECT count(*)::int FROM hotels.room_rates rr WHERE rr.room_id = r.id AND rr.deleted_at IS NULL) AS "rateCount",
  ${iso('r.created_at')} AS "createdAt", ${iso('r.updated_at')} AS "updatedAt"`;
const FROM = `hotels.rooms r JOIN hotels.hotels h ON h.id = r.hotel_id`;

/** What create and update write: the contract's fields, with the room type's `active` decided. */
export type RoomFields = Omit<CreateRoomBody, 'hotelID' | 'active'> & { active: boolean };

/** The room type's own columns and the values written to them (its bed combinations and amenities are rows of their own). */
const columnsOf = (r: RoomFields) => ({
  code: r.code,
  name: r.name,
  description: r.description ?? null,
  size_sqm: r.sizeSqm ?? null,
  max_adults: r.maxAdults,
  max_children: r.maxChildren,
  max_occupancy: r.maxOccupancy,
  extra_beds: r.extraBeds,
  room_count: r.roomCount,
  release_days: r.releaseDays,
  smoking_allowed: r.smokingAllowed,
  active: r.active,
});

/**
 * The SQL of room types (`hotels.rooms`) with their bed combinations and amenities. Deleted room
 * types keep their row (`deleted_at`); reads leave them out. Writes take the caller's transaction.
 */
@Injectable()
export class RoomsRepository {
  /** A hotel's live room types by name. */
  listOf(m: EntityManager, hotelID: string): Promise<Room[]> {
    return m.query(`SELECT ${COLUMNS} FROM ${FROM} WHERE r.hotel_id = $1 AND r.deleted_at IS NULL ORDER BY lower(r.name), r.id`, [
      hotelID,
    ]) as Promise<Room[]>;
  }

  async find(m: EntityManager, id: string, lock = false): Promise<Room | undefined> {
    const rows = (await m.query(
      `SELECT ${COLUMNS} FROM ${FROM} WHERE r.id = $1 AND r.deleted_at IS NULL ${lock ? 'FOR UPDATE OF r' : ''}`,
      [id],
    )) as Room[];
    return rows[0];
  }

  /** The first date from `today` whose allotment exceeds `roomCount` (allotments never exceed the rooms there are). */
  async firstAllotmentAbove(
    m: EntityManager,
    id: string,
    roomCount: number,
    today: string,
  ): Promise<{ date: string; allotment: number } | undefined> {
    const rows = (await m.query(
      `SELECT to_char(stay_date, 'YYYY-MM-DD') AS date, allotment FROM hotels.inventory_days
        WHERE room_id = $1 AND stay_date >= $3::date AND allotment > $2 ORDER BY stay_date LIMIT 1`,
      [id, roomCount, today],
    )) as { date: string; allotment: number }[];
    return rows[0];
  }

  /** The hotel of a live room type (to lock the hotel first: hotel, then room, then rates). */
  async hotelOf(m: EntityManager, id: string): Promise<string | undefined> {
    const rows = (await m.query(`SELECT hotel_id AS "hotelID" FROM hotels.rooms WHERE id = $1 AND deleted_at IS NULL`, [id])) as {
      hotelID: string;
    }[];
    return rows[0]?.hotelID;
  }

  /** The largest base occupancy among the room type's live rates (0 without rates). */
  async largestRateOccupancy(m: EntityManager, id: string): Promise<number> {
    const [{ largest }] = (await m.query(
      `SELECT coalesce(max(base_occupancy), 0)::int AS largest FROM hotels.room_rates WHERE room_id = $1 AND deleted_at IS NULL`,
      [id],
    )) as { largest: number }[];
    return largest;
  }

  async insert(m: EntityManager, hotelID: string, r: RoomFields): Promise<string> {
    const id = await insertRow(m, 'hotels.rooms', { hotel_id: hotelID, ...columnsOf(r) });
    await this.insertLinks(m, id, r);
    return id;
  }

  async update(m: EntityManager, id: string, r: RoomFields): Promise<void> {
    await updateRow(m, 'hotels.rooms', id, columnsOf(r));
    await this.deleteLinks(m, id);
    await this.insertLinks(m, id, r);
  }

  /** Deletes a room type with its rates (kept as deleted rows); its bed and amenity links are removed. */
  async softDelete(m: EntityManager, id: string): Promise<string[]> {
    const [rates] = (await m.query(
      `UPDATE hotels.room_rates SET deleted_at = now(), updated_at = now() WHERE room_id = $1 AND deleted_at IS NULL RETURNING id`,
      [id],
    )) as [{ id: string }[], number];
    await this.deleteLinks(m, id);
    await m.query(`UPDATE hotels.rooms SET deleted_at = now(), updated_at = now() WHERE id = $1`, [id]);
    return rates.map((r) => r.id);
  }

  private async deleteLinks(m: EntityManager, id: string): Promise<void> {
    await m.query(`DELETE FROM hotels.room_bed_combinations WHERE room_id = $1`, [id]);
    await m.query(`DELETE FROM hotels.room_amenities WHERE room_id = $1`, [id]);
  }

  private async insertLinks(m: EntityManager, id: string, r: RoomFields): Promise<void> {
    await m.query(
      `INSERT INTO hotels.room_bed_combinations (room_id, bed_combination_id, position)
       SELECT $1, c.id, c.position FROM unnest($2::uuid[]) WITH ORDINALITY AS c(id, position)`,
      [id, r.bedCombinationIDs],
    );
    await m.query(`INSERT INTO hotels.room_amenities (room_id, facility_id) SELECT $1, unnest($2::uuid[])`, [id, r.amenityIDs]);
  }
}
