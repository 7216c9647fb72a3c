import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { HotelFacility } from '@bo/shared';
import { iso } from '../../../core/read-side/sql-dates';
import { facilityOrder } from '../support/sql';

const COLUMNS = `
  hf.id AS "hotelFacilityID", hf.hotel_id AS "hotelID", f.id AS "facilityID", f.code, f.name_en AS "nameEn",
  f.name_ms AS "nameMs", f.category, f.icon, f.active AS "facilityActive", hf.chargeable, hf.remark,
  ${iso('hf.updated_at')} AS "updatedAt"`;
const FROM = `hotels.hotel_facilities hf JOIN hotels.facilities f ON f.id = hf.facility_id`;

/** The SQL of a hotel's facilities (`hotels.hotel_facilities`). Writes take the caller's transaction. */
@Injectable()
export class HotelFacilitiesRepository {
  /** In catalogue order. */
  listOf(m: EntityManager, hotelID: string): Promise<HotelFacility[]> {
    return m.query(
      `SELECT ${COLUMNS} FROM ${FROM} WHERE hf.hotel_id = $1
        ORDER BY ${facilityOrder('f')}, hf.id`,
      [hotelID],
    ) as Promise<HotelFacility[]>;
  }

  async find(m: EntityManager, id: string, lock = false): Promise<HotelFacility | undefined> {
    const rows = (await m.query(`SELECT ${COLUMNS} FROM ${FROM} WHERE hf.id = $1 ${lock ? 'FOR UPDATE OF hf' : ''}`, [
      id,
    ])) as HotelFacility[];
    return rows[0];
  }

  async insert(
    m: EntityManager,
    hotelID: string,
    facilityID: string,
    chargeable: boolean,
    remark: string | null,
  ): Promise<string> {
    const [{ id }] = (await m.query(
      `INSERT INTO hotels.hotel_facilities (hotel_id, facility_id, chargeable, remark) VALUES ($1, $2, $3, $4) RETURNING id`,
      [hotelID, facilityID, chargeable, remark],
    )) as { id: string }[];
    return id;
  }

  async update(m: EntityManager, id: string, chargeable: boolean, remark: string | null): Promise<void> {
    await m.query(`UPDATE hotels.hotel_facilities SET chargeable = $2, remark = $3, updated_at = now() WHERE id = $1`, [
      id,
      chargeable,
      remark,
    ]);
  }

  async delete(m: EntityManager, id: string): Promise<void> {
    await m.query(`DELETE FROM hotels.hotel_facilities WHERE id = $1`, [id]);
  }
}
