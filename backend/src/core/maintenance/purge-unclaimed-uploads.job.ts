import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { defineJob, HandlesJob, type JobHandler } from '../queue/job';
import { QueueName } from '../queue/queue-names';
import { purgeUnclaimedUploads } from '../storage/uploads.service';

export interface PurgeUnclaimedUploadsPayload {
  olderThanHours: number;
}
export const PurgeUnclaimedUploads = defineJob<PurgeUnclaimedUploadsPayload>(QueueName.Maintenance, 'purge-unclaimed-uploads');

/**
 * Files uploaded for a form that was never saved (`/bo/Form|General/{type}/upload/{id}`), anonymous
 * sign-up uploads included, are deleted once their draft is older than UNCLAIMED_UPLOAD_HOURS. Hourly.
 */
@Injectable()
@HandlesJob(PurgeUnclaimedUploads)
export class PurgeUnclaimedUploadsJob implements JobHandler<PurgeUnclaimedUploadsPayload> {
  constructor(private readonly dataSource: DataSource) {}

  async handle(payload: PurgeUnclaimedUploadsPayload): Promise<{ deleted: number }> {
    return { deleted: await purgeUnclaimedUploads(this.dataSource, payload.olderThanHours) };
  }
}
