import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { SystemFeeItem } from '@bo/shared';
import { RedisService } from '../../../../core/redis/redis.service';
import { SharedCacheHolder } from '../../../../core/redis/shared-cache';
import type { SystemFees } from '../../ports/system-fees.port';
import { type FeeFilter, feeFilters, SYSTEM_FEE_SELECT, type SystemFeeRow, toSystemFeeItem } from './system-fee-rows';

/**
 * The settings in effect for an organization: the read class of the `SystemFees` port (pricing
 * prices a sale with it) and of the check query (one reader, two callers). Cached; every write of
 * SystemFeesService drops the answers once it commits.
 */
@Injectable()
export class SystemFeesInEffect extends SharedCacheHolder<SystemFeeItem[]> implements SystemFees {
  constructor(
    private readonly dataSource: DataSource,
    redis: RedisService,
  ) {
    super(redis, 'system-fees-in-effect', { ttlMs: 10_000, maxSize: 5_000 });
  }

  /** Drops every cached answer once `m`'s transaction commits (a setting changed). */
  invalidateOnCommit(m: EntityManager): void {
    this.cache.invalidateOnCommit(m);
  }

  /**
   * The active settings that apply, per fee type and currency: the organization's own, else the
   * provider's default; no organization (a consumer): the provider's active defaults. One
   * statement, no tenancy check: for other contexts pricing a sale (the caller resolved the buyer).
   * Cached until the next write commits (callers only read the answer).
   */
  inEffect(organizationId: string | null, filter: FeeFilter = {}): Promise<SystemFeeItem[]> {
    const key = `${organizationId ?? '-'}:${filter.feeType ?? '*'}:${filter.currencyCode ?? '*'}`;
    return this.cache.get(key, () => this.readInEffect(organizationId, filter));
  }

  private async readInEffect(organizationId: string | null, filter: FeeFilter): Promise<SystemFeeItem[]> {
    const params: unknown[] = [organizationId];
    const and = feeFilters(filter, params);
    const rows = (await this.dataSource.query(
      `SELECT DISTINCT ON (e."feeType", e."currencyCode") e.*
         FROM (${SYSTEM_FEE_SELECT} WHERE s.active AND (s.organization_id = $1::uuid OR s.organization_id IS NULL)${and}) e
        ORDER BY e."feeType", e."currencyCode", (e."organizationId" IS NULL)`,
      params,
    )) as SystemFeeRow[];
    return rows.map(toSystemFeeItem);
  }
}
