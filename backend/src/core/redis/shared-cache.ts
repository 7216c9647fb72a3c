import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { EntityManager } from 'typeorm';
import { afterCommit } from '../event-store/event-store';
import type { RedisService } from './redis.service';

/** Published to invalidate every entry at once. */
const ALL = '*';

/**
 * An in-memory cache of current data that every API and worker instance keeps honest: a change
 * calls `invalidate(key)` (or `invalidate()` for all) after its commit, which clears the entry
 * here and, over Redis pub/sub, in every other instance. The TTL heals a lost message.
 */
export class SharedCache<V> {
  private readonly logger: Logger;
  private readonly entries = new Map<string, { value: V; at: number }>();
  private readonly listeners: ((key: string) => void)[] = [];
  private subscriber?: Redis;
  /** Loads in flight, by key. */
  private readonly loading = new Map<string, Promise<V>>();
  /** Invalidations applied so far (any key): a load that saw one arrive keeps nothing. */
  private drops = 0;
  /** Tells this instance's own invalidations, which it has applied already, from others' (as Waker does). */
  private readonly instanceId = randomUUID();

  constructor(
    private readonly redis: RedisService,
    private readonly name: string,
    private readonly options: { ttlMs: number; maxSize: number },
  ) {
    this.logger = new Logger(`SharedCache:${name}`);
  }

  private get channel(): string {
    return this.redis.key(`${this.name}:invalidate`);
  }

  async start(): Promise<void> {
    this.subscriber = this.redis.connect();
    // `<instance> <key>`: this instance has dropped its own already (a message without an
    // instance, from an older version, is another's).
    this.subscriber.on('message', (_channel: string, message: string) => {
      const space = message.indexOf(' ');
      if (message.slice(0, Math.max(space, 0)) !== this.instanceId) this.drop(message.slice(space + 1));
    });
    await this.subscriber.subscribe(this.channel).catch((error: Error) => {
      this.logger.warn(`invalidations not subscribed (TTL applies): ${error.message}`);
    });
  }

  async stop(): Promise<void> {
    await this.subscriber?.unsubscribe().catch(() => undefined);
  }

  /**
   * The cached value of `key`, or what `load` answers: one load for every caller that misses while
   * it runs (after an invalidation, each socket of a role would otherwise read the role again),
   * cached unless an invalidation came meanwhile (it may have read the data from before that change).
   */
  async get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.at < this.options.ttlMs) return hit.value;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const drops = this.drops;
    const loading = load()
      .then((value) => {
        if (drops !== this.drops) return value;
        if (this.entries.size >= this.options.maxSize) this.entries.clear(); // bounded: a cache, not a copy
        this.entries.set(key, { value, at: Date.now() });
        return value;
      })
      .finally(() => {
        if (this.loading.get(key) === loading) this.loading.delete(key);
      });
    this.loading.set(key, loading);
    return loading;
  }

  /** Call after the change has committed: one key, or every entry. */
  async invalidate(key: string = ALL): Promise<void> {
    this.drop(key);
    await this.redis.client.publish(this.channel, `${this.instanceId} ${key}`).catch((error: Error) => {
      this.logger.warn(`invalidation not published (TTL applies): ${error.message}`);
    });
  }

  /**
   * Inside a unit of work: invalidates once its transaction has committed (a rollback changed
   * nothing). A load that started before the commit read the old data and keeps nothing.
   */
  invalidateOnCommit(manager: EntityManager, key: string = ALL): void {
    afterCommit(manager, () => void this.invalidate(key));
  }

  /**
   * Calls `listener` after each invalidation here or in another instance, with the key, or `'*'`
   * for every entry: for what holds on to the old value beyond a request (live sockets' rooms).
   */
  onInvalidate(listener: (key: string) => void): void {
    this.listeners.push(listener);
  }

  private drop(key: string): void {
    this.drops++;
    if (key === ALL) {
      this.entries.clear();
      this.loading.clear();
    } else {
      this.entries.delete(key);
      this.loading.delete(key);
    }
    for (const listener of this.listeners) listener(key);
  }
}
