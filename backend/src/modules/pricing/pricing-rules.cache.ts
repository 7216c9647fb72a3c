import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { RedisService } from '../../core/redis/redis.service';
import { SharedCacheHolder } from '../../core/redis/shared-cache';

/**
 * The rules every quote and availability search reads (a buyer's group, the mark-ups and service
 * fees in force), kept in memory: they change a few times a day and are read on every price. Each
 * write of a group, assignment, mark-up or service fee calls `changed(manager)` in its transaction,
 * and every entry, in every instance, is dropped once it commits (SharedCache); a quote right
 * after a change prices with it. Keys name what was read and the sale date, so a new day misses.
 * Values are shared: callers (the pure engine) only read them.
 */
@Injectable()
export class PricingRulesCache extends SharedCacheHolder<unknown> {
  constructor(redis: RedisService) {
    super(redis, 'pricing-rules', { ttlMs: 10_000, maxSize: 2_000 });
  }

  /** The cached value of `key`, else what `load` reads (one load for concurrent misses). */
  get<V>(key: string, load: () => Promise<V>): Promise<V> {
    return this.cache.get(key, load) as Promise<V>;
  }

  /** Call in the transaction of any write of a pricing rule: everything is read again after its commit. */
  changed(manager: EntityManager): void {
    this.cache.invalidateOnCommit(manager);
  }
}
