import { Global, Inject, Injectable, Logger, Module, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type PlatformConfig } from '../config/config';
import { RedisService } from '../redis/redis.service';
import { MetricsService } from '../metrics/metrics.service';
import { UnitOfWork } from '../database/unit-of-work';
import { EventStore } from './event-store';
import { AggregateStores } from './aggregate-store';
import { Waker } from './waker';
import { SubscriptionRunner } from './subscription-runner';
import type { EventSubscriber } from './subscriber';
import { rebuildProjection, type RebuildProgress } from './projection-rebuild';
import { SUBSCRIBER_KEY } from './subscriber-declaration';
import { markedProviders } from '../wiring/marked-providers';
import { APPLIED_WAKER, PROJECTION_SOURCE, type ProjectionSource, ReadYourWrites } from './read-your-writes';

export { Subscriber } from './subscriber-declaration';

/**
 * Owns the subscription runner of this process: discovers every subscriber provider (@Reaction,
 * @Projection or @Subscriber), starts them after bootstrap (when RUN_SUBSCRIBERS) and stops them
 * on shutdown.
 */
@Injectable()
export class SubscriptionsHost implements OnApplicationBootstrap, OnModuleDestroy, ProjectionSource {
  private readonly logger = new Logger('Subscriptions');
  runner!: SubscriptionRunner;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly waker: Waker,
    @Inject(APPLIED_WAKER) private readonly applied: Waker,
    private readonly redis: RedisService,
    private readonly metrics: MetricsService,
    @Inject(APP_CONFIG) private readonly config: PlatformConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const subscribers = markedProviders<EventSubscriber>(this.discovery, SUBSCRIBER_KEY).map(({ instance }) => instance);
    this.runner = new SubscriptionRunner(this.dataSource, this.store, this.waker, subscribers, {
      pollMs: this.config.SUBSCRIBER_POLL_MS,
      applied: this.applied,
      logger: {
        info: (obj, msg) => this.logger.log({ ...obj, msg }),
        error: (obj, msg) => this.logger.error({ ...obj, msg }),
      },
    });
    this.metrics.addCollector(async () => {
      for (const s of await this.runner.status()) this.metrics.subscriberLag.set({ subscriber: s.name, status: s.status }, s.lag);
    });
    if (!this.config.RUN_SUBSCRIBERS || subscribers.length === 0) {
      await this.runner.register();
      return;
    }
    await this.waker.listen(this.redis.connect());
    await this.runner.start();
    this.logger.log(`running ${subscribers.length} subscriber(s): ${subscribers.map((s) => s.name).join(', ')}`);
  }

  /** First thing on shutdown, while the database and Redis are still there. */
  async onModuleDestroy(): Promise<void> {
    await this.runner?.stop();
    await this.waker.close();
  }

  /** The subscribers that keep read models a read may wait for (none before bootstrap); inline ones are always current. */
  get projections(): EventSubscriber[] {
    return this.runner?.subscribers.filter((s) => s.kind === 'projection' && !s.inline) ?? [];
  }

  find(name: string): EventSubscriber | undefined {
    return this.runner.subscribers.find((s) => s.name === name);
  }

  rebuild(name: string, onProgress?: (p: RebuildProgress) => void): Promise<RebuildProgress> {
    const projection = this.find(name);
    if (!projection) throw new Error(`Unknown subscriber ${name}`);
    return rebuildProjection(this.dataSource, this.store, this.waker, projection, onProgress);
  }
}

/**
 * The event store, the aggregate write path and the command and query buses (@nestjs/cqrs, global:
 * a context's handlers register themselves by being providers of its module).
 */
@Global()
@Module({
  imports: [DiscoveryModule, CqrsModule.forRoot()],
  providers: [
    {
      provide: Waker,
      inject: [RedisService],
      useFactory: (redis: RedisService) => new Waker(redis.client, redis.key('events:committed')),
    },
    {
      provide: APPLIED_WAKER,
      inject: [RedisService],
      useFactory: (redis: RedisService) => new Waker(redis.client, redis.key('events:applied')),
    },
    {
      provide: EventStore,
      inject: [DataSource, Waker, MetricsService],
      useFactory: (dataSource: DataSource, waker: Waker, metrics: MetricsService) => {
        const store = new EventStore(dataSource, waker);
        store.onAppended = (n) => metrics.eventAppends.inc(n);
        return store;
      },
    },
    { provide: UnitOfWork, inject: [DataSource], useFactory: (ds: DataSource) => new UnitOfWork(ds) },
    AggregateStores,
    SubscriptionsHost,
    { provide: PROJECTION_SOURCE, useExisting: SubscriptionsHost },
    ReadYourWrites,
  ],
  exports: [EventStore, Waker, UnitOfWork, AggregateStores, SubscriptionsHost, ReadYourWrites],
})
export class EventStoreModule {}
