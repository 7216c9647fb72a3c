import { type DynamicModule, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import type { AppConfig } from './core/config/config';
import { CoreModule } from './core/core.module';
import { WorkerHost } from './core/queue/worker-host';
import { PurgeIdempotencyKeysJob } from './core/maintenance/purge-idempotency-keys.job';
import { MailService } from './core/mail/mail.service';
import { SendTemplatedEmailJob } from './modules/settings/jobs/send-templated-email.job';
import { ExpireCreditHoldsJob } from './modules/credit/jobs/expire-credit-holds.job';
import { CreditLedgerService } from './modules/credit/services/credit-ledger.service';

/** The worker process: job handlers of every context, consumed from BullMQ. No HTTP. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig, extraProviders: DynamicModule['providers'] = []): DynamicModule {
    return {
      module: WorkerModule,
      imports: [CoreModule.forRoot({ ...config, RUN_SUBSCRIBERS: false }), DiscoveryModule],
      providers: [
        WorkerHost,
        MailService,
        PurgeIdempotencyKeysJob,
        SendTemplatedEmailJob,
        CreditLedgerService,
        ExpireCreditHoldsJob,
        ...(extraProviders ?? []),
      ],
    };
  }
}
