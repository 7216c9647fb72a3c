import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { loadAppConfig } from './app-config';
import { AppLogger } from './core/logging/app-logger';
import { QueueService } from './core/queue/queue.service';
import { registerSchedules } from './core/wiring/job-schedules';
import { PLATFORM } from './core/wiring/platform';
import { CONTEXTS } from './contexts';
import { WorkerModule } from './worker.module';

/** Worker process: runs BullMQ jobs (e-mail, PDFs, e-invoices, exports, expiries, maintenance). */
async function main(): Promise<void> {
  const config = loadAppConfig();
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { bufferLogs: true });
  app.useLogger(app.get(AppLogger));
  app.enableShutdownHooks();
  await registerSchedules(app.get(QueueService), [PLATFORM, ...CONTEXTS]);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
