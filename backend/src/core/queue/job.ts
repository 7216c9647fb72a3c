import { SetMetadata } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { QueueName } from './queue-names';

/** A job type: its queue, its name and (through the type parameter) its payload. */
export interface JobType<P> {
  readonly queue: QueueName;
  readonly name: string;
  /** Phantom field carrying the payload type; never set. */
  readonly __payload?: P;
}

export function defineJob<P>(queue: QueueName, name: string): JobType<P> {
  return { queue, name };
}

/** One class per job type; the worker process discovers them by this decorator. */
export interface JobHandler<P> {
  handle(payload: P, job: Job<P>): Promise<unknown>;
}

export const JOB_HANDLER_KEY = 'bo:job-handler';
export const HandlesJob = (type: JobType<unknown>) => SetMetadata(JOB_HANDLER_KEY, type);

/** Retries with exponential back-off; failed jobs are kept so they can be seen and retried. */
export const DEFAULT_JOB_OPTIONS = {
  attempts: 5,
  backoff: { type: 'exponential' as const, delay: 1000 },
  removeOnComplete: { count: 1000 },
  removeOnFail: false,
};
