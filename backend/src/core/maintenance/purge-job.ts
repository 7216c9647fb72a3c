import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { JobHandler } from '../queue/job';

/** What an hourly purge is given: how old (in hours) what it deletes must be. */
export interface PurgePayload {
  olderThanHours: number;
}

/**
 * A maintenance job deleting what is older than its payload's hours; it answers how many went.
 * (`@Injectable` emits the constructor's types for the jobs extending it.)
 */
@Injectable()
export abstract class PurgeJob implements JobHandler<PurgePayload> {
  constructor(protected readonly dataSource: DataSource) {}

  /** Deletes what is older than `olderThanHours`, answering the count. */
  protected abstract purge(olderThanHours: number): Promise<number>;

  async handle(payload: PurgePayload): Promise<{ deleted: number }> {
    return { deleted: await this.purge(payload.olderThanHours) };
  }
}
