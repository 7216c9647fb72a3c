import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../../src/data-source';
import { EventStore, SubscriptionRunner, Waker, type EventSubscriber, type StoredEvent } from '../../src/core/event-store';

/** A store on the run's database, without Nest: for the event-store specs. */
export async function openStore(poolSize = 20): Promise<{ dataSource: DataSource; store: EventStore; waker: Waker }> {
  const dataSource = await createDataSource({
    DATABASE_URL: process.env.DATABASE_URL!,
    DATABASE_POOL_SIZE: poolSize,
    IDLE_IN_TRANSACTION_TIMEOUT_MS: 30_000,
  }).initialize();
  const waker = new Waker();
  return { dataSource, store: new EventStore(dataSource, waker), waker };
}

/** Unique per test: other spec files share the database, so subscribers only count their own streams. */
export const uniquePrefix = () => `t${randomUUID().slice(0, 8)}-`;

/** A reaction that records what it receives for streams with one prefix. */
export function collector(prefix: string, name = `collector-${prefix}`) {
  const seen: StoredEvent[] = [];
  const subscriber: EventSubscriber & { seen: StoredEvent[] } = {
    name,
    kind: 'reaction',
    seen,
    batchSize: 1000,
    async handle(event) {
      if (event.streamId.startsWith(prefix)) seen.push(event);
    },
  };
  return subscriber;
}

export function runnerFor(h: { dataSource: DataSource; store: EventStore; waker: Waker }, subscribers: EventSubscriber[]) {
  return new SubscriptionRunner(h.dataSource, h.store, h.waker, subscribers, { pollMs: 50, lockRetryMs: 100 });
}

export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 20_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Runs `tasks` with at most `concurrency` in flight. */
export async function pool<T>(count: number, concurrency: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await task(i);
      }
    }),
  );
  return results;
}
