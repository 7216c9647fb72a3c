import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { z } from 'zod';
import { PERMISSIONS } from '@bo/shared';
import { RequirePermission } from '../auth/auth.decorators';
import { Contract } from '../http/contract.decorator';
import { AppError } from '../errors/app-error';
import { QueueService } from '../queue/queue.service';
import { QueueName } from '../queue/queue-names';
import { SubscriptionsHost } from '../event-store/event-store.module';
import type { RebuildProgress } from '../event-store/projection-rebuild';

const queueParams = z.object({ queue: z.enum(QueueName), id: z.string().min(1).max(200) });
const nameParams = z.object({ name: z.string().min(1).max(200) });

/** Operations: failed jobs, subscriber state, resume a paused subscriber, rebuild a projection. */
@Controller('ops')
export class OpsController {
  /** Rebuilds in progress in this process, by projection name. */
  private readonly rebuilds = new Map<string, RebuildProgress & { state: 'running' | 'done' | 'failed'; error?: string }>();

  constructor(
    private readonly queues: QueueService,
    private readonly subscriptions: SubscriptionsHost,
  ) {}

  @Get('jobs/failed')
  @RequirePermission(PERMISSIONS.opsView)
  @Contract({ summary: 'Failed jobs of every queue, newest first (without their data: see jobs/{queue}/{id})', tags: ['ops'] })
  failedJobs() {
    return this.queues.failed();
  }

  @Get('jobs/:queue/:id')
  @RequirePermission(PERMISSIONS.jobDataView)
  @Contract({
    summary: 'One job with its data (secrets never travel in jobs; look-alikes are redacted)',
    params: queueParams,
    tags: ['ops'],
  })
  async job(@Param() params: z.infer<typeof queueParams>) {
    const job = await this.queues.job(params.queue, params.id);
    if (!job) throw new AppError('RECORD_NOT_FOUND');
    return job;
  }

  @Get('jobs/counts')
  @RequirePermission(PERMISSIONS.opsView)
  @Contract({ summary: 'Jobs per queue and state', tags: ['ops'] })
  jobCounts() {
    return this.queues.counts();
  }

  @Post('jobs/:queue/:id/retry')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.opsManage)
  @Contract({ summary: 'Retry a failed job', params: queueParams, tags: ['ops'] })
  async retryJob(@Param() params: z.infer<typeof queueParams>) {
    if (!(await this.queues.retry(params.queue, params.id))) throw new AppError('RECORD_NOT_FOUND');
    return { retried: true };
  }

  @Get('subscribers')
  @RequirePermission(PERMISSIONS.opsView)
  @Contract({ summary: 'Every projection and reaction with its checkpoint, lag and error', tags: ['ops'] })
  async subscribers() {
    const statuses = await this.subscriptions.runner.status();
    return statuses.map((s) => ({ ...s, rebuild: this.rebuilds.get(s.name) ?? null }));
  }

  @Post('subscribers/:name/resume')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.opsManage)
  @Contract({ summary: 'Resume a paused subscriber (retries the event it stopped on)', params: nameParams, tags: ['ops'] })
  async resume(@Param() params: z.infer<typeof nameParams>) {
    if (!this.subscriptions.find(params.name)) throw new AppError('RECORD_NOT_FOUND');
    await this.subscriptions.runner.resume(params.name);
    return { resumed: true };
  }

  @Post('subscribers/:name/rebuild')
  @HttpCode(202)
  @RequirePermission(PERMISSIONS.opsManage)
  @Contract({
    summary: 'Rebuild a projection from position zero; progress shows in GET ops/subscribers',
    params: nameParams,
    tags: ['ops'],
  })
  rebuild(@Param() params: z.infer<typeof nameParams>) {
    const projection = this.subscriptions.find(params.name);
    if (!projection || projection.kind !== 'projection') throw new AppError('RECORD_NOT_FOUND');
    const entry = {
      processed: 0,
      total: 0,
      state: 'running' as 'running' | 'done' | 'failed',
      error: undefined as string | undefined,
    };
    this.rebuilds.set(params.name, entry);
    this.subscriptions
      .rebuild(params.name, (p) => Object.assign(entry, p))
      .then(() => (entry.state = 'done'))
      .catch((err: Error) => Object.assign(entry, { state: 'failed', error: err.message }));
    return { started: true };
  }
}
