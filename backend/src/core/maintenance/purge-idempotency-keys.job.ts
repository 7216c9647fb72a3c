import { Injectable } from '@nestjs/common';
import { defineJob, HandlesJob } from '../queue/job';
import { QueueName } from '../queue/queue-names';
import { PurgeJob, type PurgePayload } from './purge-job';

export type PurgeIdempotencyKeysPayload = PurgePayload;
export const PurgeIdempotencyKeys = defineJob<PurgeIdempotencyKeysPayload>(QueueName.Maintenance, 'purge-idempotency-keys');

/** Idempotency keys only need to outlive client retries; a day is plenty. Runs hourly. */
@Injectable()
@HandlesJob(PurgeIdempotencyKeys)
export class PurgeIdempotencyKeysJob extends PurgeJob {
  protected async purge(olderThanHours: number): Promise<number> {
    const [, deleted] = (await this.dataSource.query(
      `DELETE FROM event_store.idempotency_keys WHERE created_at < now() - make_interval(hours => $1)`,
      [olderThanHours],
    )) as [unknown, number];
    return deleted;
  }
}
