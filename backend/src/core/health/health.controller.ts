import { Controller, Get, HttpCode, Res } from '@nestjs/common';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { type Health, healthSchema } from '@bo/shared';
import { Public } from '../auth/auth.decorators';
import { Contract } from '../http/contract.decorator';
import { RedisService } from '../redis/redis.service';
import { QueueService } from '../queue/queue.service';
import { SubscriptionsHost } from '../event-store/event-store.module';

async function timed(probe: () => Promise<unknown>): Promise<Health['checks']['database']> {
  const start = performance.now();
  try {
    await probe();
    return { status: 'up', latencyMs: Math.round(performance.now() - start) };
  } catch {
    return { status: 'down' };
  }
}

/**
 * Liveness and readiness in one: 200 while the database answers (degraded if Redis, workers or a
 * subscriber are not well), 503 when the database is down. Error texts stay out of this public view.
 */
@Controller('health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly redis: RedisService,
    private readonly queues: QueueService,
    private readonly subscriptions: SubscriptionsHost,
  ) {}

  @Get()
  @Public()
  @HttpCode(200)
  @Contract({
    summary: 'Health of the database, Redis, workers and every event subscriber',
    response: healthSchema,
    tags: ['ops'],
  })
  async health(@Res({ passthrough: true }) res: Response): Promise<Health> {
    const [database, redis] = await Promise.all([
      timed(() => this.dataSource.query('SELECT 1')),
      timed(async () => {
        if (!(await this.redis.ping())) throw new Error('no pong');
      }),
    ]);
    const count = redis.status === 'up' ? await this.queues.workerCount().catch(() => 0) : 0;
    const subscribers =
      database.status === 'up'
        ? (await this.subscriptions.runner.status().catch(() => [])).map(({ name, kind, status, running, lag }) => ({
            name,
            kind,
            status,
            running,
            lag,
          }))
        : [];
    const healthy = redis.status === 'up' && count > 0 && subscribers.every((s) => s.status === 'active');
    const status = database.status === 'down' ? 'down' : healthy ? 'ok' : 'degraded';
    if (status === 'down') res.status(503);
    return { status, checks: { database, redis, workers: { status: count > 0 ? 'up' : 'down', count }, subscribers } };
  }
}
