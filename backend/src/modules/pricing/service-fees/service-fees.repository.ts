import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { CreateServiceFeeBody, ServiceFee, ServiceFeeListQuery } from '@bo/shared';
import { insertRow, updateRow } from '../../../core/database/row-writes';
import { Filters, mapPage, type Page, pagedList, type Queryable, type Sort } from '../../../core/read-side/paged-list';
import { day, iso } from '../../../core/read-side/sql-dates';

const COLUMNS = `
  f.id AS "serviceFeeID", f.version, f.product_type AS "productType", f.channel, f.currency_code AS "currencyCode",
  f.fee_basis AS "feeBasis", f.based_on AS "basedOn", f.value::text AS value,
  ${day('f.valid_from')} AS "validFrom", ${day('f.valid_to')} AS "validTo", f.description, f.active,
  ${iso('f.updated_at')} AS "updatedAt"`;

const SORT: Sort<NonNullable<ServiceFeeListQuery['sortKey']>> = {
  keys: {
    productType: 'f.product_type',
    channel: 'f.channel',
    currencyCode: 'f.currency_code',
    value: 'f.value',
    validFrom: 'f.valid_from',
    active: 'f.active',
    updatedAt: 'f.updated_at',
  },
  default: 'f.product_type, f.channel, f.currency_code, f.valid_from DESC, f.version DESC',
  tiebreaker: 'f.id',
};

/**
 * The fee in force among a segment's fees: the latest validFrom, then the highest version, then
 * the lowest id (the price engine's `selectServiceFee`; uuids order as their lowercase text).
 */
const IN_FORCE_ORDER = 'f.valid_from DESC, f.version DESC, f.id';

type Row = Omit<ServiceFee, 'value'> & { value: string };
/** bigint arrives as text; the contract bounds values far below 2^53, so Number() is exact. */
const toFee = (row: Row): ServiceFee => ({ ...row, value: Number(row.value) });

/** What create and update write (update also the next version). */
export type ServiceFeeFields = Omit<CreateServiceFeeBody, 'description'> & { description: string | null };

const columnsOf = (f: ServiceFeeFields) => ({
  product_type: f.productType,
  channel: f.channel,
  currency_code: f.currencyCode,
  fee_basis: f.feeBasis,
  based_on: f.basedOn,
  value: f.value,
  valid_from: f.validFrom,
  valid_to: f.validTo,
  description: f.description,
  active: f.active,
});

/** The SQL of `pricing.service_fees`. Writes take the caller's transaction. */
@Injectable()
export class ServiceFeesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async list(q: ServiceFeeListQuery): Promise<Page<ServiceFee>> {
    const filters = new Filters()
      .equals('f.product_type', q.productType)
      .equals('f.channel', q.channel)
      .equals('f.active', q.active);
    const page = await pagedList<Row>(this.dataSource, q, {
      select: COLUMNS,
      from: 'pricing.service_fees f',
      filters,
      sort: SORT,
    });
    return mapPage(page, toFee);
  }

  async find(db: Queryable, id: string, lock = false): Promise<ServiceFee | undefined> {
    const rows = (await db.query(`SELECT ${COLUMNS} FROM pricing.service_fees f WHERE f.id = $1 ${lock ? 'FOR UPDATE' : ''}`, [
      id,
    ])) as Row[];
    return rows[0] && toFee(rows[0]);
  }

  /** Every active fee of the currency valid on `date` (YYYY-MM-DD), in the order the one in force of a segment comes first. */
  async inForce(db: Queryable, currencyCode: string, date: string): Promise<ServiceFee[]> {
    const rows = (await db.query(
      `SELECT ${COLUMNS} FROM pricing.service_fees f
        WHERE f.active AND f.currency_code = $1 AND f.valid_from <= $2::date AND (f.valid_to IS NULL OR f.valid_to >= $2::date)
        ORDER BY f.product_type, f.channel, ${IN_FORCE_ORDER}`,
      [currencyCode, date],
    )) as Row[];
    return rows.map(toFee);
  }

  /** Per product and channel (`productType channel`), how many active fees of the currency start after `date`. */
  async upcoming(db: Queryable, currencyCode: string, date: string): Promise<Map<string, number>> {
    const rows = (await db.query(
      `SELECT f.product_type AS "productType", f.channel, count(*)::int AS count FROM pricing.service_fees f
        WHERE f.active AND f.currency_code = $1 AND f.valid_from > $2::date
        GROUP BY f.product_type, f.channel`,
      [currencyCode, date],
    )) as { productType: string; channel: string; count: number }[];
    return new Map(rows.map((r) => [`${r.productType} ${r.channel}`, r.count]));
  }

  insert(m: EntityManager, f: ServiceFeeFields): Promise<string> {
    return insertRow(m, 'pricing.service_fees', columnsOf(f));
  }

  /** Replaces the fields and sets the version (the caller holds the row lock). */
  update(m: EntityManager, id: string, f: ServiceFeeFields, version: number): Promise<void> {
    return updateRow(m, 'pricing.service_fees', id, { ...columnsOf(f), version });
  }

  /** Seeds: adds the fee unless its product, channel and currency have a fee already (whatever an administrator did with it). */
  async insertMissing(m: EntityManager, f: ServiceFeeFields): Promise<void> {
    const taken = (await m.query(
      `SELECT 1 FROM pricing.service_fees WHERE product_type = $1 AND channel = $2 AND currency_code = $3 LIMIT 1`,
      [f.productType, f.channel, f.currencyCode],
    )) as unknown[];
    if (taken.length === 0) await this.insert(m, f);
  }
}
