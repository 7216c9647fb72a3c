import { createSecretKey } from 'node:crypto';
import { type DynamicModule, Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { APP_CONFIG, type PlatformConfig } from './config/config';
import { sectionOf } from './config/config-section';
import { AppLogger } from './logging/app-logger';
import { buildDataSource, runMigrations } from './database/data-source';
import { RedisService } from './redis/redis.service';
import { MetricsService } from './metrics/metrics.service';
import { QueueService } from './queue/queue.service';
import { TokenService } from './auth/token.service';
import { ApiClients } from './auth/api-clients';
import { IdentitySources } from './auth/identity-source';
import { RolePermissionsService } from './auth/role-permissions.service';
import { ActorStateService } from './auth/actor-state.service';
import { EventStoreModule } from './event-store/event-store.module';
import { AuditService } from './audit/audit.service';
import { CrudKit } from './crud/audited-resource';
import { StorageService } from './storage/storage.service';
import type { Contribution } from './wiring/context-definition';
import { MailSecretsService } from './mail/mail-secrets.service';
import { ExportRuns } from './exports/export-runs.service';

/** The platform's services, provided and exported alike. */
const SERVICES = [
  RedisService,
  MetricsService,
  QueueService,
  TokenService,
  ApiClients,
  IdentitySources,
  RolePermissionsService,
  ActorStateService,
  AuditService,
  CrudKit,
  StorageService,
  MailSecretsService,
  ExportRuns,
];

/**
 * Platform services every process needs (API, worker, CLI): configuration, logging, database
 * (migrations applied at start), Redis, metrics, queues, tokens, the event store.
 */
@Global()
@Module({})
export class CoreModule {
  /**
   * `config`: loaded with the same `contexts` (`loadConfig`); `contexts`: the bounded contexts whose
   * migrations and entities the data source gets and whose config sections are provided (`CONTEXTS`).
   */
  static forRoot(config: PlatformConfig, options: { contexts: readonly Contribution[]; migrate?: boolean }): DynamicModule {
    const jwtKey = createSecretKey(Buffer.from(config.JWT_SECRET, 'utf8'));
    // Each context's settings under its section's token (`@InjectConfig`): the loaded object itself.
    const sections = options.contexts.flatMap((part) =>
      part.config ? [{ provide: part.config.token, useValue: sectionOf(config, part.config) }] : [],
    );
    return {
      module: CoreModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => buildDataSource(config, options.contexts).options,
          dataSourceFactory: async (opts?: DataSourceOptions) => {
            const dataSource = await new DataSource(opts!).initialize();
            if (options.migrate) await runMigrations(dataSource);
            return dataSource;
          },
        }),
        // One HMAC key object made once: given the secret as a string, jsonwebtoken first tries to
        // parse it as a public key on every verify (a quarter of the API's CPU under load, measured).
        JwtModule.register({ secretOrKeyProvider: () => jwtKey }),
        EventStoreModule,
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        ...sections,
        { provide: AppLogger, useValue: new AppLogger(config) },
        ...SERVICES,
      ],
      exports: [APP_CONFIG, ...sections.map((section) => section.provide), AppLogger, ...SERVICES, JwtModule],
    };
  }
}
