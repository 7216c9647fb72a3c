import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { RunExportJob } from '../exports/run-export.job';
import { PurgeIdempotencyKeysJob } from '../maintenance/purge-idempotency-keys.job';
import { PurgeUnclaimedUploadsJob } from '../maintenance/purge-unclaimed-uploads.job';

/** The platform in the worker process: its maintenance jobs and the export runner (the contexts' export sources). */
@Module({ imports: [DiscoveryModule], providers: [PurgeIdempotencyKeysJob, PurgeUnclaimedUploadsJob, RunExportJob] })
export class PlatformWorkerModule {}
