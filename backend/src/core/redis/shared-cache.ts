import { randomUUID } from 'node:crypto';
import { Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
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
 *
 * A `versioned` cache also keeps a version per key in Redis (and one for all keys), which
 * `invalidate` increments before it answers. A caller that reads the current version
 * (`versionKeys`, `versionOf`; one Redis round trip, which authentication already makes) and passes
 * it to `get` is answered from current data even if the pub/sub message is late or lost: an entry
 * loaded under another version is loaded again.
 */
export interface SharedCacheOptions {
  ttlMs: number;
  maxSize: number;
  versioned?: boolean;
}

export class SharedCache<V> {
  private readonly logger: Logger;
  private readonly entries = new Map<string, { value: V; at: number; version?: string }>();
  private readonly listeners: ((key: string) => void)[] = [];
  private subscriber?: Redis;
  /** Loads in flight, by key, with the version they load under. */
  private readonly loading = new Map<string, { promise: Promise<V>; version?: string }>();
  /** Invalidations applied so far (any key): a load that saw one arrive keeps nothing. */
  private drops = 0;
  /** Tells this instance's own invalidations, which it has applied already, from others' (as Waker does). */
  private readonly instanceId = randomUUID();

  constructor(
    private readonly redis: RedisService,
    private readonly name: string,
    private readonly options: SharedCacheOptions,
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
   * With `version` (read with `versionKeys` before the call), only an entry loaded under that
   * version answers; without it, any entry younger than the TTL does.
   */
  async get(key: string, load: () => Promise<V>, version?: string): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.at < this.options.ttlMs && (version === undefined || hit.version === version)) return hit.value;
    const pending = this.loading.get(key);
    if (pending && (version === undefined || pending.version === version)) return pending.promise;
    const drops = this.drops;
    const promise = load()
      .then((value) => {
        if (drops !== this.drops) return value;
        if (this.entries.size >= this.options.maxSize) this.entries.clear(); // bounded: a cache, not a copy
        this.entries.set(key, { value, at: Date.now(), version });
        return value;
      })
      .finally(() => {
        if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
      });
    this.loading.set(key, { promise, version });
    return promise;
  }

  /**
   * The Redis keys of the versions `key`'s entry depends on (every entry's, then its own): read them
   * (MGET, with whatever else the request reads from Redis) and pass `versionOf(values)` to `get`.
   */
  versionKeys(key: string = ALL): string[] {
    const own = this.versionKey(key);
    return key === ALL ? [own] : [this.versionKey(ALL), own];
  }

  /** The version to pass to `get`, from the values of `versionKeys` (a key never written is version 0). */
  versionOf(values: readonly (string | null)[]): string {
    return values.map((v) => v ?? '0').join('.');
  }

  private versionKey(key: string): string {
    return this.redis.key(`${this.name}:version:${key}`);
  }

  /**
   * Call after the change has committed: one key, or every entry. A versioned cache's version is
   * moved on before this answers, so every instance's next versioned `get` loads current data.
   */
  async invalidate(key: string = ALL): Promise<void> {
    this.drop(key);
    const message = `${this.instanceId} ${key}`;
    const sent = this.options.versioned
      ? this.redis.client.multi().incr(this.versionKey(key)).publish(this.channel, message).exec()
      : this.redis.client.publish(this.channel, message);
    await sent.catch((error: Error) => {
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

/**
 * A provider that keeps one SharedCache (`cache`): it listens for other instances' invalidations
 * while its module runs. Subclasses pass the cache's name and limits and add their reads.
 */
export abstract class SharedCacheHolder<V> implements OnModuleInit, OnModuleDestroy {
  protected readonly cache: SharedCache<V>;

  protected constructor(redis: RedisService, name: string, options: SharedCacheOptions) {
    this.cache = new SharedCache(redis, name, options);
  }

  onModuleInit(): Promise<void> {
    return this.cache.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.cache.stop();
  }
}
