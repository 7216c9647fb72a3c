import { Module } from '@nestjs/common';
import { PurgeIdempotencyKeysJob } from '../maintenance/purge-idempotency-keys.job';
import { PurgeUnclaimedUploadsJob } from '../maintenance/purge-unclaimed-uploads.job';

/** The platform in the worker process: its maintenance jobs. */
@Module({ providers: [PurgeIdempotencyKeysJob, PurgeUnclaimedUploadsJob] })
export class PlatformWorkerModule {}
