import { Body, Controller, Get, HttpCode, Injectable, Module, Param, Post } from '@nestjs/common';
import { z } from 'zod';
import { DataSource } from 'typeorm';
import { RequirePermission } from '../../src/core/auth/auth.decorators';
import { Contract } from '../../src/core/http/contract.decorator';
import { EventStore, type EventSubscriber, type StoredEvent, type SubscriberContext } from '../../src/core/event-store';
import { Subscriber } from '../../src/core/event-store/event-store.module';
import { UnitOfWork } from '../../src/core/database/unit-of-work';
import { AppError } from '../../src/core/errors/app-error';
import { RealtimeService } from '../../src/core/realtime/realtime.service';
import { QueueService } from '../../src/core/queue/queue.service';
import { defineJob, HandlesJob, type JobHandler } from '../../src/core/queue/job';
import { QueueName } from '../../src/core/queue/queue-names';
import { createDataSource } from '../../src/data-source';

/**
 * A tiny event-sourced context used only by the integration specs to drive the platform the way
 * a real context will: command -> events in a unit of work -> projection, reaction -> socket + job.
 */
export const TEST_PERMISSION = 'test.ledger';
export const TEST_TABLE = 'public.test_ledger_balances';

const depositBody = z.object({ amount: z.number().int().positive(), failAfterAppend: z.boolean().optional() });

export const LedgerJob = defineJob<{ accountId: string; amount: number; fail?: boolean }>(
  QueueName.Maintenance,
  'test-ledger-job',
);

@Controller('test-ledger')
class TestLedgerController {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: EventStore,
    private readonly dataSource: DataSource,
  ) {}

  @Post(':id/deposit')
  @HttpCode(200)
  @RequirePermission(TEST_PERMISSION)
  @Contract({ summary: 'test: deposit', body: depositBody })
  deposit(@Param('id') id: string, @Body() body: z.infer<typeof depositBody>) {
    return this.uow.run(async (manager) => {
      const version = await this.store.streamVersion(`ledger-${id}`, manager);
      const result = await this.store.append(
        `ledger-${id}`,
        'TestLedger',
        [{ type: 'Deposited', data: { amount: body.amount } }],
        {
          expectedVersion: version,
          manager,
        },
      );
      if (body.failAfterAppend) throw new AppError('CONCURRENCY_CONFLICT');
      return { version: result.nextExpectedVersion, eventId: result.events[0].eventId };
    });
  }

  @Get(':id')
  @RequirePermission(TEST_PERMISSION)
  @Contract({ summary: 'test: balance' })
  async balance(@Param('id') id: string) {
    const rows: { total: string }[] = await this.dataSource.query(`SELECT total FROM ${TEST_TABLE} WHERE account_id = $1`, [id]);
    return { total: Number(rows[0]?.total ?? 0) };
  }

  @Post('boom')
  @RequirePermission(TEST_PERMISSION)
  @Contract({ summary: 'test: unexpected failure' })
  boom(): never {
    throw new Error('secret internal detail');
  }
}

@Injectable()
@Subscriber()
export class TestLedgerProjection implements EventSubscriber {
  readonly name = 'test-ledger-balances';
  readonly kind = 'projection' as const;
  readonly tables = [TEST_TABLE];
  readonly eventTypes = ['Deposited'];

  async handle(event: StoredEvent, { manager, table }: SubscriberContext): Promise<void> {
    if (!event.streamId.startsWith('ledger-')) return; // other specs share the database
    await manager.query(
      `INSERT INTO ${table(TEST_TABLE)} AS b (account_id, total, version) VALUES ($1, $2, $3)
       ON CONFLICT (account_id) DO UPDATE SET total = b.total + EXCLUDED.total, version = EXCLUDED.version
       WHERE b.version < EXCLUDED.version`,
      [event.streamId.replace(/^ledger-/, ''), (event.data as { amount: number }).amount, event.streamVersion],
    );
  }
}

/** Pushes committed deposits to approvers and enqueues one job per event (job id = event id). */
@Injectable()
@Subscriber()
export class TestLedgerReaction implements EventSubscriber {
  readonly name = 'test-ledger-notify';
  readonly kind = 'reaction' as const;
  readonly eventTypes = ['Deposited'];
  runs = 0;

  constructor(
    private readonly realtime: RealtimeService,
    private readonly queues: QueueService,
  ) {}

  async handle(event: StoredEvent): Promise<void> {
    if (!event.streamId.startsWith('ledger-')) return;
    this.runs++;
    const data = event.data as { amount: number };
    await this.queues.enqueue(
      LedgerJob,
      { accountId: event.streamId, amount: data.amount, fail: data.amount === 13 },
      { jobId: event.eventId, attempts: 2, backoff: { type: 'fixed', delay: 10 } },
    );
    this.realtime.toPermission(TEST_PERMISSION, 'domain-event', {
      type: event.type,
      streamId: event.streamId,
      eventId: event.eventId,
      data: event.data,
      at: new Date().toISOString(),
    });
  }
}

@Injectable()
@HandlesJob(LedgerJob)
export class TestLedgerJobHandler implements JobHandler<{ accountId: string; amount: number; fail?: boolean }> {
  static handled: string[] = [];
  async handle(payload: { accountId: string; amount: number; fail?: boolean }): Promise<void> {
    if (payload.fail) throw new Error('unlucky amount');
    TestLedgerJobHandler.handled.push(payload.accountId);
  }
}

@Module({
  controllers: [TestLedgerController],
  providers: [TestLedgerProjection, TestLedgerReaction],
})
export class TestLedgerModule {}

/** Must exist before the API starts: its projection would otherwise fail, and rightly pause. */
export async function createTestLedgerTable(): Promise<void> {
  const dataSource = await createDataSource({
    DATABASE_URL: process.env.DATABASE_URL!,
    DATABASE_POOL_SIZE: 1,
    IDLE_IN_TRANSACTION_TIMEOUT_MS: 30_000,
  }).initialize();
  await dataSource.query(
    `CREATE TABLE IF NOT EXISTS ${TEST_TABLE} (account_id text PRIMARY KEY, total bigint NOT NULL, version int NOT NULL)`,
  );
  await dataSource.destroy();
}
