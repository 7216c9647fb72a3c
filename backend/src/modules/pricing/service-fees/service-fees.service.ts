import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  type CreateServiceFeeBody,
  CUSTOMER_TYPE,
  PRODUCT_TYPE,
  type ServiceFee,
  type ServiceFeeListQuery,
  type ServiceFeeOverview,
  type UpdateServiceFeeBody,
  businessDate,
  codesOf,
} from '@bo/shared';
import { AuditedResource, CrudKit, type DefinitionOf } from '../../../core/crud/audited-resource';
import { insertRow } from '../../../core/database/row-writes';
import type { Queryable } from '../../../core/read-side/paged-list';
import { day, iso } from '../../../core/read-side/sql-dates';
import type { FeeBasis, ServiceFeeRule } from '../engine/price-engine.types';
import { PricingRulesCache } from '../pricing-rules.cache';

/** The overview's currency when none is asked for. */
const DEFAULT_OVERVIEW_CURRENCY = 'MYR';

const COLUMNS = `
  f.id AS "serviceFeeID", f.version, f.product_type AS "productType", f.channel, f.currency_code AS "currencyCode",
  f.fee_basis AS "feeBasis", f.based_on AS "basedOn", f.value::text AS value,
  ${day('f.valid_from')} AS "validFrom", ${day('f.valid_to')} AS "validTo", f.description, f.active,
  ${iso('f.updated_at')} AS "updatedAt"`;

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

const fieldsOf = (input: CreateServiceFeeBody): ServiceFeeFields => ({ ...input, description: input.description ?? null });

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

/** `pricing.service_fees`. Each change is a new version of the fee (quotes name the version they used). */
const SERVICE_FEE: DefinitionOf<ServiceFeesService> = {
  name: 'service-fee',
  table: 'pricing.service_fees',
  alias: 'f',
  columns: COLUMNS,
  toRecord: toFee,
  idField: 'serviceFeeID',
  notFound: 'SERVICE_FEE_NOT_FOUND',
  page: {
    where: (q, filters) =>
      filters.equals('f.product_type', q.productType).equals('f.channel', q.channel).equals('f.active', q.active),
    sort: {
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
    },
  },
  insert: (input) => columnsOf(fieldsOf(input)),
  /** Every field replaced; the version goes up by one. */
  update: ({ serviceFeeID: _id, ...fields }, before) => ({ ...columnsOf(fieldsOf(fields)), version: before.version + 1 }),
};

/** Seeds: adds the fee unless its product, channel and currency have a fee already (whatever an administrator did with it). */
export async function insertMissingServiceFee(m: EntityManager, f: ServiceFeeFields): Promise<void> {
  const taken = (await m.query(
    `SELECT 1 FROM pricing.service_fees WHERE product_type = $1 AND channel = $2 AND currency_code = $3 LIMIT 1`,
    [f.productType, f.channel, f.currencyCode],
  )) as unknown[];
  if (taken.length === 0) await insertRow(m, 'pricing.service_fees', columnsOf(f));
}

/** Every active fee of the currency valid on `date` (YYYY-MM-DD), in the order the one in force of a segment comes first. */
async function feesInForce(db: Queryable, currencyCode: string, date: string): Promise<ServiceFee[]> {
  const rows = (await db.query(
    `SELECT ${COLUMNS} FROM pricing.service_fees f
      WHERE f.active AND f.currency_code = $1 AND f.valid_from <= $2::date AND (f.valid_to IS NULL OR f.valid_to >= $2::date)
      ORDER BY f.product_type, f.channel, ${IN_FORCE_ORDER}`,
    [currencyCode, date],
  )) as Row[];
  return rows.map(toFee);
}

/** Per product and channel (`productType channel`), how many active fees of the currency start after `date`. */
async function upcomingCounts(db: Queryable, currencyCode: string, date: string): Promise<Map<string, number>> {
  const rows = (await db.query(
    `SELECT f.product_type AS "productType", f.channel, count(*)::int AS count FROM pricing.service_fees f
      WHERE f.active AND f.currency_code = $1 AND f.valid_from > $2::date
      GROUP BY f.product_type, f.channel`,
    [currencyCode, date],
  )) as { productType: string; channel: string; count: number }[];
  return new Map(rows.map((r) => [`${r.productType} ${r.channel}`, r.count]));
}

/**
 * Service fees (screens /service-fee-*): per product, sales channel (B2B/B2C) and currency, an
 * amount per fee-basis unit or a percentage of cost plus mark-up, valid over a date range. A sale
 * takes the fee in force on its date (the latest validFrom, then the highest version, then the
 * lowest id) unless its mark-up row sets a service fee of its own. Each change is a new version of
 * the fee (quotes name the version they used); every write is audited (`service-fee.created|updated`).
 */
@Injectable()
export class ServiceFeesService extends AuditedResource<
  ServiceFee,
  string,
  CreateServiceFeeBody,
  UpdateServiceFeeBody,
  never,
  ServiceFeeListQuery
> {
  constructor(
    kit: CrudKit,
    private readonly rules: PricingRulesCache,
  ) {
    super(kit, { ...SERVICE_FEE, onChange: (m) => rules.changed(m) });
  }

  /**
   * For every product and channel, the fee in force on `date` (default: today in Malaysia) in the
   * currency (default MYR), and how many active fees start after that date.
   */
  async overview(q: { date?: string; currencyCode?: string }): Promise<ServiceFeeOverview> {
    const date = q.date ?? businessDate();
    const currencyCode = q.currencyCode ?? DEFAULT_OVERVIEW_CURRENCY;
    const [inForce, upcoming] = await Promise.all([
      feesInForce(this.dataSource, currencyCode, date),
      upcomingCounts(this.dataSource, currencyCode, date),
    ]);
    const rows = codesOf(PRODUCT_TYPE).flatMap((productType) =>
      codesOf(CUSTOMER_TYPE).map((channel) => ({
        productType,
        channel,
        // inForce lists each segment's fee in force first.
        inEffect: inForce.find((f) => f.productType === productType && f.channel === channel) ?? null,
        upcoming: upcoming.get(`${productType} ${channel}`) ?? 0,
      })),
    );
    return { date, currencyCode, rows };
  }

  /**
   * For the price engine (the quote and selling prices): every active service fee of the currency
   * valid on `date` (YYYY-MM-DD), as the engine's ServiceFeeRule; the engine's `selectServiceFee`
   * picks the one of a sale's product and channel.
   */
  rulesInForce(currencyCode: string, date: string): Promise<ServiceFeeRule[]> {
    return this.rules.get(`service-fees:${currencyCode}:${date}`, () => this.readRulesInForce(currencyCode, date));
  }

  private async readRulesInForce(currencyCode: string, date: string): Promise<ServiceFeeRule[]> {
    const fees = await feesInForce(this.dataSource, currencyCode, date);
    return fees.map((f) => ({
      serviceFeeId: f.serviceFeeID,
      version: f.version,
      productType: f.productType,
      channel: f.channel,
      currencyCode: f.currencyCode,
      feeBasis: f.feeBasis as FeeBasis,
      basedOn: f.basedOn,
      value: f.value,
      validFrom: f.validFrom,
      validTo: f.validTo,
      active: f.active,
    }));
  }
}
