import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { RedisService } from '../../../core/redis/redis.service';
import { SharedCacheHolder } from '../../../core/redis/shared-cache';
import { AvailabilityRepository, type Catalogue, type HotelFilter } from './availability.repository';

/**
 * The availability search's catalogue (hotels, live rates, child bands, bed capacity) per
 * filter (a destination or a hotel), kept in memory: it changes a few times a day, while every
 * search and price quote reads it. Every audited write of a hotel, room type, rate, season, bed
 * type or bed combination calls `changed(manager)` (their AuditedRecords' `onChange`), and every
 * entry, in every instance, is dropped once it commits (SharedCache): the next search reads the
 * change. The stay's inventory and rate days, which bookings move, are never cached.
 * Values are shared between searches: the search only reads them.
 */
@Injectable()
export class CatalogueCache extends SharedCacheHolder<Catalogue> {
  constructor(
    private readonly repository: AvailabilityRepository,
    redis: RedisService,
  ) {
    super(redis, 'hotel-catalogue', { ttlMs: 10_000, maxSize: 5_000 });
  }

  /** The catalogue of the hotels `where` names (a city case-insensitively, as the search matches it). */
  of(where: HotelFilter): Promise<Catalogue> {
    const key = `${where.destination?.toLowerCase() ?? ''}|${where.hotelID ?? ''}`;
    return this.cache.get(key, () => this.repository.catalogue(where));
  }

  /** Call in the transaction of any write of the catalogue: every entry is read again after its commit. */
  changed(manager: EntityManager): void {
    this.cache.invalidateOnCommit(manager);
  }
}
