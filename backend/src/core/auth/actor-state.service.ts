import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RedisService } from '../redis/redis.service';
import { SharedCache } from '../redis/shared-cache';

/** What authorization reads of a user on every request: never taken from the token. */
export interface ActorState {
  role: string;
  organizationId: string | null;
  status: string;
}

/**
 * The current role, organization and status of a user, cached per user. A token names its user
 * and session only as far as authorization goes: the role and organization come from here on every
 * request, so a role or organization change bites on the next request of every session. Changes
 * call `invalidate(userId)` after their commit (every instance drops its entry; see SharedCache).
 */
@Injectable()
export class ActorStateService implements OnModuleInit, OnModuleDestroy {
  private readonly cache: SharedCache<ActorState | undefined>;

  constructor(
    private readonly dataSource: DataSource,
    redis: RedisService,
  ) {
    this.cache = new SharedCache(redis, 'actor-state', { ttlMs: 10_000, maxSize: 50_000 });
  }

  onModuleInit(): Promise<void> {
    return this.cache.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.cache.stop();
  }

  /** The user's current state; undefined when there is no such user. */
  of(userId: string): Promise<ActorState | undefined> {
    return this.cache.get(userId, async () => {
      const rows = (await this.dataSource.query(
        `SELECT role_code AS role, organization_id AS "organizationId", status FROM identity.users WHERE id = $1`,
        [userId],
      )) as ActorState[];
      return rows[0];
    });
  }

  /** Calls `listener` with the user id (or `'*'`) after each invalidation, in every instance. */
  onChange(listener: (userId: string) => void): void {
    this.cache.onInvalidate(listener);
  }

  /** Call after a change of the user's role, organization or status has committed. */
  invalidate(userId: string): Promise<void> {
    return this.cache.invalidate(userId);
  }
}
