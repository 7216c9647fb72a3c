import { type DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import type { AppConfig } from './app-config';
import { CoreModule } from './core/core.module';
import { AuthGuard } from './core/auth/auth.guard';
import { ContractInterceptor } from './core/http/contract.interceptor';
import { IdempotencyInterceptor } from './core/http/idempotency.interceptor';
import { ReadAfterInterceptor } from './core/http/read-after.interceptor';
import { HealthController } from './core/health/health.controller';
import { MetricsController } from './core/metrics/metrics.controller';
import { OpsController } from './core/ops/ops.controller';
import { AuditController } from './core/audit/audit.controller';
import { ExportsController } from './core/exports/exports.controller';
import { BenchController } from './core/http/bench.controller';
import { RealtimeGateway } from './core/realtime/realtime.gateway';
import { RealtimeService } from './core/realtime/realtime.service';
import { RedisService } from './core/redis/redis.service';
import { RedisThrottlerStorage } from './core/http/redis-throttler.storage';
import { UploadsController } from './core/storage/uploads.controller';
import { UploadsService } from './core/storage/uploads.service';
import { SearchModule } from './core/search/search.module';
import { CONTEXTS } from './contexts';

/** The API process: platform, cross-cutting guards and interceptors, and every bounded context (`CONTEXTS`). */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, features: DynamicModule['imports'] = []): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(config, { contexts: CONTEXTS, migrate: true }),
        ThrottlerModule.forRootAsync({
          inject: [RedisService],
          useFactory: (redis: RedisService) => ({
            throttlers: [{ name: 'default', ttl: 60_000, limit: config.RATE_LIMIT_PER_MINUTE }],
            storage: new RedisThrottlerStorage(redis),
          }),
        }),
        ...CONTEXTS.map((context) => context.module),
        SearchModule,
        ...(features ?? []),
      ],
      controllers: [
        HealthController,
        MetricsController,
        OpsController,
        AuditController,
        UploadsController,
        ExportsController,
        ...(config.BENCH_ROUTES ? [BenchController] : []),
      ],
      providers: [
        // Order matters: rate limit, then authentication/permission; validation, then the wait for
        // X-Read-After, then idempotency.
        { provide: APP_GUARD, useClass: ThrottlerGuard },
        { provide: APP_GUARD, useClass: AuthGuard },
        { provide: APP_INTERCEPTOR, useClass: ContractInterceptor },
        { provide: APP_INTERCEPTOR, useClass: ReadAfterInterceptor },
        { provide: APP_INTERCEPTOR, useExisting: IdempotencyInterceptor },
        // Also injectable: upload routes run the idempotency check after multer (core/storage).
        IdempotencyInterceptor,
        RealtimeGateway,
        RealtimeService,
        UploadsService,
      ],
      exports: [RealtimeService, IdempotencyInterceptor, UploadsService],
      global: true,
    };
  }
}
