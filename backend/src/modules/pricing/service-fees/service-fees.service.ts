import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
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
import { AuditService } from '../../../core/audit/audit.service';
import { AuditedRecords } from '../../../core/audit/audited-records';
import { UnitOfWork } from '../../../core/database/unit-of-work';
import type { Page } from '../../../core/read-side/paged-list';
import type { FeeBasis, ServiceFeeRule } from '../engine/price-engine.types';
import { PricingRulesCache } from '../pricing-rules.cache';
import { type ServiceFeeFields, ServiceFeesRepository } from './service-fees.repository';

/** The overview's currency when none is asked for. */
const DEFAULT_OVERVIEW_CURRENCY = 'MYR';

const fieldsOf = (input: CreateServiceFeeBody): ServiceFeeFields => ({ ...input, description: input.description ?? null });

/**
 * Service fees (screens /service-fee-*): per product, sales channel (B2B/B2C) and currency, an
 * amount per fee-basis unit or a percentage of cost plus mark-up, valid over a date range. A sale
 * takes the fee in force on its date (the latest validFrom, then the highest version, then the
 * lowest id) unless its mark-up row sets a service fee of its own. Each change is a new version of
 * the fee (quotes name the version they used); every write is audited (`service-fee.created|updated`).
 */
@Injectable()
export class ServiceFeesService {
  private readonly records: AuditedRecords<ServiceFee>;

  constructor(
    private readonly fees: ServiceFeesRepository,
    private readonly dataSource: DataSource,
    private readonly rules: PricingRulesCache,
    uow: UnitOfWork,
    audit: AuditService,
  ) {
    this.records = new AuditedRecords(uow, audit, {
      name: 'service-fee',
      onChange: (m) => rules.changed(m),
      notFound: 'SERVICE_FEE_NOT_FOUND',
      read: (m, id, lock) => fees.find(m, id, lock),
    });
  }

  list(q: ServiceFeeListQuery): Promise<Page<ServiceFee>> {
    return this.fees.list(q);
  }

  get(id: string): Promise<ServiceFee> {
    return this.records.get(this.dataSource.manager, id);
  }

  create(input: CreateServiceFeeBody): Promise<ServiceFee> {
    return this.records.create((m) => this.fees.insert(m, fieldsOf(input)));
  }

  /** Every field replaced; the version goes up by one. */
  update(input: UpdateServiceFeeBody): Promise<ServiceFee> {
    const { serviceFeeID, ...fields } = input;
    return this.records.update(serviceFeeID, (m, before) =>
      this.fees.update(m, serviceFeeID, fieldsOf(fields), before.version + 1),
    );
  }

  /**
   * For every product and channel, the fee in force on `date` (default: today in Malaysia) in the
   * currency (default MYR), and how many active fees start after that date.
   */
  async overview(q: { date?: string; currencyCode?: string }): Promise<ServiceFeeOverview> {
    const date = q.date ?? businessDate();
    const currencyCode = q.currencyCode ?? DEFAULT_OVERVIEW_CURRENCY;
    const [inForce, upcoming] = await Promise.all([
      this.fees.inForce(this.dataSource, currencyCode, date),
      this.fees.upcoming(this.dataSource, currencyCode, date),
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
    const fees = await this.fees.inForce(this.dataSource, currencyCode, date);
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
