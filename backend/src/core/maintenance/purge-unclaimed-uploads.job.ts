import { Injectable } from '@nestjs/common';
import { defineJob, HandlesJob } from '../queue/job';
import { QueueName } from '../queue/queue-names';
import { purgeUnclaimedUploads } from '../storage/uploads.service';
import { PurgeJob, type PurgePayload } from './purge-job';

export type PurgeUnclaimedUploadsPayload = PurgePayload;
export const PurgeUnclaimedUploads = defineJob<PurgeUnclaimedUploadsPayload>(QueueName.Maintenance, 'purge-unclaimed-uploads');

/**
 * Files uploaded for a form that was never saved (`/bo/Form|General/{type}/upload/{id}`), anonymous
 * sign-up uploads included, are deleted once their draft is older than UNCLAIMED_UPLOAD_HOURS. Hourly.
 */
@Injectable()
@HandlesJob(PurgeUnclaimedUploads)
export class PurgeUnclaimedUploadsJob extends PurgeJob {
  protected purge(olderThanHours: number): Promise<number> {
    return purgeUnclaimedUploads(this.dataSource, olderThanHours);
  }
}
