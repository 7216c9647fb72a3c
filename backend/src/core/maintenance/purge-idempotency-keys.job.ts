import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { defineJob, HandlesJob, type JobHandler } from '../queue/job';
import { QueueName } from '../queue/queue-names';

export interface PurgeIdempotencyKeysPayload {
  olderThanHours: number;
}
export const PurgeIdempotencyKeys = defineJob<PurgeIdempotencyKeysPayload>(QueueName.Maintenance, 'purge-idempotency-keys');

/** Idempotency keys only need to outlive client retries; a day is plenty. Runs hourly. */
@Injectable()
@HandlesJob(PurgeIdempotencyKeys)
export class PurgeIdempotencyKeysJob implements JobHandler<PurgeIdempotencyKeysPayload> {
  constructor(private readonly dataSource: DataSource) {}

  async handle(payload: PurgeIdempotencyKeysPayload): Promise<{ deleted: number }> {
    const [, deleted] = (await this.dataSource.query(
      `DELETE FROM event_store.idempotency_keys WHERE created_at < now() - make_interval(hours => $1)`,
      [payload.olderThanHours],
    )) as [unknown, number];
    return { deleted };
  }
}
