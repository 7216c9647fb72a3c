import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { RedisService } from '../redis/redis.service';

/** A missed invalidation message (Redis blip) still heals within this time. */
const TTL_MS = 10_000;
const CHANNEL = 'actor-state:invalidate';

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
 * call `invalidate(userId)` after their commit, which clears this instance's entry and tells every
 * other API/worker instance over Redis pub/sub; the TTL covers a lost message.
 */
@Injectable()
export class ActorStateService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(ActorStateService.name);
  private readonly cache = new Map<string, { state: ActorState | undefined; at: number }>();
  private subscriber?: Redis;

  constructor(
    private readonly dataSource: DataSource,
    private readonly redis: RedisService,
  ) {}

  async onModuleInit(): Promise<void> {
    this.subscriber = this.redis.connect();
    this.subscriber.on('message', (_channel: string, userId: string) => this.cache.delete(userId));
    await this.subscriber.subscribe(this.redis.key(CHANNEL)).catch((error: Error) => {
      this.logger.warn(`actor state invalidations not subscribed (TTL applies): ${error.message}`);
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.subscriber?.unsubscribe().catch(() => undefined);
  }

  /** The user's current state; undefined when there is no such user. */
  async of(userId: string): Promise<ActorState | undefined> {
    const hit = this.cache.get(userId);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.state;
    const rows = (await this.dataSource.query(
      `SELECT role_code AS role, organization_id AS "organizationId", status FROM identity.users WHERE id = $1`,
      [userId],
    )) as ActorState[];
    const state = rows[0];
    if (this.cache.size >= 50_000) this.cache.clear(); // bounded: a cache, not a user directory
    this.cache.set(userId, { state, at: Date.now() });
    return state;
  }

  /** Call after a change of the user's role, organization or status has committed. */
  async invalidate(userId: string): Promise<void> {
    this.cache.delete(userId);
    await this.redis.client.publish(this.redis.key(CHANNEL), userId).catch((error: Error) => {
      this.logger.warn(`actor state invalidation not published (TTL applies): ${error.message}`);
    });
  }
}
