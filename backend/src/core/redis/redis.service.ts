import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG, type PlatformConfig } from '../config/config';

/**
 * Redis connections of the process. Every key and channel is prefixed with REDIS_PREFIX so that
 * test runs (and several environments on one Redis) never see each other's data.
 */
@Injectable()
export class RedisService implements OnApplicationShutdown {
  readonly client: Redis;
  readonly prefix: string;
  private readonly extra: Redis[] = [];

  constructor(@Inject(APP_CONFIG) private readonly config: PlatformConfig) {
    this.prefix = config.REDIS_PREFIX;
    this.client = this.connect();
  }

  /** A new connection (pub/sub subscribers and BullMQ blocking clients need their own). */
  connect(options: { maxRetriesPerRequest?: number | null } = {}): Redis {
    const connection = new Redis(this.config.REDIS_URL, { lazyConnect: false, ...options });
    connection.on('error', () => undefined); // reconnects by itself; health reports the outage
    this.extra.push(connection);
    return connection;
  }

  key(name: string): string {
    return `${this.prefix}${name}`;
  }

  async ping(): Promise<boolean> {
    try {
      return (await this.client.ping()) === 'PONG';
    } catch {
      return false;
    }
  }

  /** Last of all: queues, workers and subscribers close their use of Redis in onModuleDestroy. */
  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled(this.extra.map((c) => c.quit()));
  }
}
