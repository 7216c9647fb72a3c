import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { type Job, type JobsOptions, Queue } from 'bullmq';
import { RedisService } from '../redis/redis.service';
import { DEFAULT_JOB_OPTIONS, type JobType } from './job';
import { QueueName } from './queue-names';

/** What `ops.view` shows of a failed job: never its data (recipients, parameters). */
export interface FailedJobView {
  queue: string;
  id: string;
  name: string;
  failedReason: string;
  attemptsMade: number;
  failedAt: string | null;
}

/** One job with its data (`job-data.view`); values that look like secrets are redacted. */
export interface JobDataView extends FailedJobView {
  state: string;
  data: unknown;
}

/** Keys whose values are never shown, wherever they sit in a job's data (defence in depth). */
const SECRET_KEY = /token|link|otp|password|secret|answer|phrase|key/i;
const SECRET_VALUE = /[?&]token=/i;

export function redactJobData(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactJobData);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [
        k,
        SECRET_KEY.test(k) && k !== 'secretRef' ? '[redacted]' : redactJobData(v),
      ]),
    );
  }
  if (typeof value === 'string' && SECRET_VALUE.test(value)) return '[redacted]';
  return value;
}

/** Producer side of the queues; also what ops screens read (counts, failed jobs, retry). */
@Injectable()
export class QueueService implements OnModuleDestroy {
  private readonly queues = new Map<QueueName, Queue>();

  constructor(private readonly redis: RedisService) {}

  queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, {
        connection: this.redis.client,
        prefix: `${this.redis.prefix}bull`,
        defaultJobOptions: DEFAULT_JOB_OPTIONS,
      });
      this.queues.set(name, queue);
    }
    return queue;
  }

  /**
   * Enqueues a job. Pass the causing event's id as `jobId`: BullMQ keeps one job per id, so a
   * reaction that runs twice for the same event still creates a single job.
   */
  async enqueue<P>(type: JobType<P>, payload: P, options: JobsOptions & { jobId?: string } = {}): Promise<string> {
    const job = await this.queue(type.queue).add(type.name, payload, options);
    return job.id!;
  }

  async counts(): Promise<Record<string, Record<string, number>>> {
    const out: Record<string, Record<string, number>> = {};
    for (const name of Object.values(QueueName)) {
      out[name] = await this.queue(name).getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed');
    }
    return out;
  }

  async workerCount(): Promise<number> {
    const counts = await Promise.all(Object.values(QueueName).map((n) => this.queue(n).getWorkersCount()));
    return counts.reduce((a, b) => a + b, 0);
  }

  async failed(limit = 50): Promise<FailedJobView[]> {
    const all: FailedJobView[] = [];
    for (const name of Object.values(QueueName)) {
      const jobs = await this.queue(name).getFailed(0, limit - 1);
      all.push(...jobs.map((job) => jobView(name, job)));
    }
    return all.sort((a, b) => (b.failedAt ?? '').localeCompare(a.failedAt ?? '')).slice(0, limit);
  }

  async job(queue: QueueName, id: string): Promise<JobDataView | undefined> {
    const job = await this.queue(queue).getJob(id);
    if (!job) return undefined;
    return { ...jobView(queue, job), state: await job.getState(), data: redactJobData(job.data) };
  }

  async retry(queue: QueueName, id: string): Promise<boolean> {
    const job = await this.queue(queue).getJob(id);
    if (!job || !(await job.isFailed())) return false;
    await job.retry('failed');
    return true;
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.allSettled([...this.queues.values()].map((q) => q.close()));
  }
}

/** What every job view shows (never the data: `job` adds it, redacted). */
function jobView(queue: QueueName, job: Job): FailedJobView {
  return {
    queue,
    id: job.id ?? '',
    name: job.name,
    failedReason: job.failedReason ?? '',
    attemptsMade: job.attemptsMade,
    failedAt: job.failedReason && job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
  };
}
