import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { loadConfig } from './core/config/config';
import { QueueService } from './core/queue/queue.service';
import { PurgeIdempotencyKeys } from './core/maintenance/purge-idempotency-keys.job';
import { EXPIRE_CREDIT_HOLDS_EVERY_MS, ExpireCreditHolds } from './modules/credit/jobs/expire-credit-holds.job';
import { WorkerModule } from './worker.module';

/** Worker process: runs BullMQ jobs (e-mail, PDFs, e-invoices, exports, expiries, maintenance). */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { bufferLogs: true });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  await app
    .get(QueueService)
    .queue(PurgeIdempotencyKeys.queue)
    .upsertJobScheduler(
      'purge-idempotency-keys-hourly',
      { every: 3_600_000 },
      {
        name: PurgeIdempotencyKeys.name,
        data: { olderThanHours: 24 },
      },
    );
  await app
    .get(QueueService)
    .queue(ExpireCreditHolds.queue)
    .upsertJobScheduler(
      'expire-credit-holds',
      { every: EXPIRE_CREDIT_HOLDS_EVERY_MS },
      { name: ExpireCreditHolds.name, data: {}, opts: { removeOnComplete: true } },
    );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
