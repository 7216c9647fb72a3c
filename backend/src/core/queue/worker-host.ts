import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { type Job, Worker } from 'bullmq';
import { RedisService } from '../redis/redis.service';
import { requestContext } from '../context/request-context';
import { JOB_HANDLER_KEY, type JobHandler, type JobType } from './job';
import { markedProviders } from '../wiring/marked-providers';
import type { QueueName } from './queue-names';

/**
 * Consumer side (worker process only): one BullMQ Worker per queue that has handlers; a job is
 * routed to the handler class registered for its name. Throwing makes BullMQ retry with back-off.
 */
@Injectable()
export class WorkerHost implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('WorkerHost');
  private readonly workers: Worker[] = [];

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly redis: RedisService,
  ) {}

  onApplicationBootstrap(): void {
    const byQueue = new Map<QueueName, Map<string, JobHandler<unknown>>>();
    const handlersFound = markedProviders<JobHandler<unknown>, JobType<unknown>>(this.discovery, JOB_HANDLER_KEY);
    for (const { instance, mark: type } of handlersFound) {
      const handlers = byQueue.get(type.queue) ?? new Map();
      if (handlers.has(type.name)) throw new Error(`Two handlers for job ${type.queue}/${type.name}`);
      handlers.set(type.name, instance);
      byQueue.set(type.queue, handlers);
    }
    for (const [queue, handlers] of byQueue) {
      const worker = new Worker(
        queue,
        async (job: Job) => {
          const handler = handlers.get(job.name);
          if (!handler) throw new Error(`No handler for job ${queue}/${job.name}`);
          return requestContext.run({ correlationId: `job:${queue}:${job.id}` }, () => handler.handle(job.data, job));
        },
        {
          connection: this.redis.connect({ maxRetriesPerRequest: null }),
          prefix: `${this.redis.prefix}bull`,
          concurrency: 4,
        },
      );
      worker.on('failed', (job, err) =>
        this.logger.warn({ queue, jobId: job?.id, attempts: job?.attemptsMade, err: err.message }, 'job failed'),
      );
      this.workers.push(worker);
    }
    this.logger.log(`workers started for queues: ${[...byQueue.keys()].join(', ') || '(none)'}`);
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.allSettled(this.workers.map((w) => w.close()));
  }
}
