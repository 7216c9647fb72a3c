import { type DynamicModule, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import type { AppConfig } from './app-config';
import { CoreModule } from './core/core.module';
import { WorkerHost } from './core/queue/worker-host';
import { PLATFORM } from './core/wiring/platform';
import { CONTEXTS } from './contexts';

/**
 * The worker process: the worker modules the platform and every context contribute (`worker` of
 * their definitions: job handlers and what they need), consumed from BullMQ. No HTTP, no API modules.
 */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig, extraProviders: DynamicModule['providers'] = []): DynamicModule {
    const parts = [PLATFORM, ...CONTEXTS];
    return {
      module: WorkerModule,
      imports: [
        CoreModule.forRoot({ ...config, RUN_SUBSCRIBERS: false }, { contexts: CONTEXTS }),
        DiscoveryModule,
        // Each part's worker-safe module, with the job handlers WorkerHost finds by their marker.
        ...parts.flatMap((part) => (part.worker ? [part.worker] : [])),
      ],
      providers: [WorkerHost, ...(extraProviders ?? [])],
    };
  }
}
