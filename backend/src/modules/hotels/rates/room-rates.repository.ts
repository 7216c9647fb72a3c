import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { RoomRate, RoomRateListQuery } from '@bo/shared';
import { insertRow, updateRow } from '../../../core/database/row-writes';
import { Filters, type Page, pagedList, type Sort } from '../../../core/read-side/paged-list';
import { iso } from '../../../core/read-side/sql-dates';

/**
 * A rate in the contract's three parts. bigint amounts go into the JSON as numbers; the contracts
 * bound them far below 2^53 (MAX_RATE_MINOR_UNITS), so they parse back exactly.
 */
const COLUMNS = `
  rr.id AS "roomRateInclusionID", rr.hotel_id AS "hotelID", h.name AS "hotelName", rr.room_id AS "roomInfoID",
  r.code AS "roomCode", r.name AS "roomName",
  json_build_object('ratePlanCode', rr.rate_plan_code, 'name', rr.name, 'mealPlan', rr.meal_plan,
                    'inclusions', to_json(rr.inclusions), 'description', rr.description, 'active', rr.active) AS info,
  json_build_object('refundable', rr.refundable, 'freeCancellationDays', rr.free_cancellation_days,
                    'cancellationFee', json_build_object('basis', rr.cancellation_fee_basis, 'value', rr.cancellation_fee_value),
                    'minStay', rr.min_stay, 'maxStay', rr.max_stay, 'terms', rr.terms) AS "condition",
  json_build_object('currencyCode', rr.currency, 'baseOccupancy', rr.base_occupancy, 'baseRate', rr.base_rate,
                    'extraAdultRate', rr.extra_adult_rate, 'childRate', rr.child_rate, 'extraBedRate', rr.extra_bed_rate,
                    'childAgeBands', (SELECT coalesce(json_agg(json_build_object('ageFrom', b.age_from, 'ageTo', b.age_to,
                                                                                 'price', b.price) ORDER BY b.age_from), '[]')
                                        FROM hotels.rate_child_bands b WHERE b.room_rate_id = rr.id)) AS pricing,
  ${iso('rr.created_at')} AS "createdAt", ${iso('rr.updated_at')} AS "updatedAt"`;
const FROM = `hotels.room_rates rr JOIN hotels.rooms r ON r.id = rr.room_id JOIN hotels.hotels h ON h.id = rr.hotel_id`;

const SORT: Sort<NonNullable<RoomRateListQuery['sortKey']>> = {
  keys: {
    ratePlanCode: 'rr.rate_plan_code',
    name: 'lower(rr.name)',
    roomName: 'lower(r.name)',
    mealPlan: 'rr.meal_plan',
    baseRate: 'rr.base_rate',
    updatedAt: 'rr.updated_at',
  },
  default: 'lower(h.name), lower(r.name), rr.rate_plan_code',
  tiebreaker: 'rr.id',
};

/** What a rate stores: its three parts as the API answers them. */
export type RoomRateParts = Pick<RoomRate, 'info' | 'condition' | 'pricing'>;

/** Each part's columns and the values written to them (a part is edited on its own). */
const infoColumns = (i: RoomRateParts['info']) => ({
  rate_plan_code: i.ratePlanCode,
  name: i.name,
  meal_plan: i.mealPlan,
  inclusions: i.inclusions,
  description: i.description,
  active: i.active,
});
const conditionColumns = (c: RoomRateParts['condition']) => ({
  refundable: c.refundable,
  free_cancellation_days: c.freeCancellationDays,
  cancellation_fee_basis: c.cancellationFee.basis,
  cancellation_fee_value: c.cancellationFee.value,
  min_stay: c.minStay,
  max_stay: c.maxStay,
  terms: c.terms,
});
/** The rate row's pricing; child age bands are rows of their own (`replaceChildAgeBands`). */
type PricingColumns = Omit<RoomRateParts['pricing'], 'childAgeBands'>;
const pricingColumns = (p: PricingColumns) => ({
  currency: p.currencyCode,
  base_occupancy: p.baseOccupancy,
  base_rate: p.baseRate,
  extra_adult_rate: p.extraAdultRate,
  child_rate: p.childRate,
  extra_bed_rate: p.extraBedRate,
});

/**
 * The SQL of room rates (`hotels.room_rates`). Deleted rates keep their row (`deleted_at`);
 * reads leave them out. Writes take the caller's transaction.
 */
@Injectable()
export class RoomRatesRepository {
  constructor(private readonly dataSource: DataSource) {}

  list(q: RoomRateListQuery): Promise<Page<RoomRate>> {
    const filters = new Filters()
      .where('rr.deleted_at IS NULL')
      .equals('rr.hotel_id', q.hotelID)
      .equals('rr.room_id', q.roomInfoID)
      .equals('rr.rate_plan_code', q.ratePlanCode)
      .equals('rr.meal_plan', q.mealPlan)
      .equals('rr.active', q.active)
      .contains(['rr.rate_plan_code', 'rr.name', 'r.name'], q.search);
    return pagedList<RoomRate>(this.dataSource, q, { select: COLUMNS, from: FROM, filters, sort: SORT });
  }

  async find(m: EntityManager, id: string, lock = false): Promise<RoomRate | undefined> {
    const rows = (await m.query(
      `SELECT ${COLUMNS} FROM ${FROM} WHERE rr.id = $1 AND rr.deleted_at IS NULL ${lock ? 'FOR UPDATE OF rr' : ''}`,
      [id],
    )) as RoomRate[];
    return rows[0];
  }

  /** The room type of a live rate (to lock in order: hotel, room type, rate). */
  async roomOf(m: EntityManager, id: string): Promise<string | undefined> {
    const rows = (await m.query(`SELECT room_id AS "roomID" FROM hotels.room_rates WHERE id = $1 AND deleted_at IS NULL`, [
      id,
    ])) as {
      roomID: string;
    }[];
    return rows[0]?.roomID;
  }

  /** The live rates of a rate plan (hotel + code), locked for deletion (in id order), as they were. */
  lockPlan(m: EntityManager, hotelID: string, ratePlanCode: string): Promise<RoomRate[]> {
    return m.query(
      `SELECT ${COLUMNS} FROM ${FROM}
        WHERE rr.hotel_id = $1 AND rr.rate_plan_code = $2 AND rr.deleted_at IS NULL ORDER BY rr.id FOR UPDATE OF rr`,
      [hotelID, ratePlanCode],
    ) as Promise<RoomRate[]>;
  }

  async insert(m: EntityManager, hotelID: string, roomID: string, rate: RoomRateParts): Promise<string> {
    const id = await insertRow(m, 'hotels.room_rates', {
      hotel_id: hotelID,
      room_id: roomID,
      ...infoColumns(rate.info),
      ...conditionColumns(rate.condition),
      ...pricingColumns(rate.pricing),
    });
    await this.replaceChildAgeBands(m, id, rate.pricing.childAgeBands);
    return id;
  }

  updateInfo(m: EntityManager, id: string, info: RoomRateParts['info']): Promise<void> {
    return updateRow(m, 'hotels.room_rates', id, infoColumns(info));
  }

  updateCondition(m: EntityManager, id: string, condition: RoomRateParts['condition']): Promise<void> {
    return updateRow(m, 'hotels.room_rates', id, conditionColumns(condition));
  }

  updatePricing(m: EntityManager, id: string, pricing: PricingColumns): Promise<void> {
    return updateRow(m, 'hotels.room_rates', id, pricingColumns(pricing));
  }

  /** The rate's child prices by age become `bands` (none: `child_rate` for any child). */
  async replaceChildAgeBands(m: EntityManager, id: string, bands: RoomRateParts['pricing']['childAgeBands']): Promise<void> {
    await m.query(`DELETE FROM hotels.rate_child_bands WHERE room_rate_id = $1`, [id]);
    if (bands.length === 0) return;
    await m.query(
      `INSERT INTO hotels.rate_child_bands (room_rate_id, age_from, age_to, price)
       SELECT $1, b."ageFrom", b."ageTo", b.price FROM jsonb_to_recordset($2::jsonb) AS b("ageFrom" smallint, "ageTo" smallint, price bigint)`,
      [id, JSON.stringify(bands)],
    );
  }

  async softDelete(m: EntityManager, ids: readonly string[]): Promise<void> {
    await m.query(`UPDATE hotels.room_rates SET deleted_at = now(), updated_at = now() WHERE id = ANY($1::uuid[])`, [ids]);
  }
}
