import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import {
  AggregateStore,
  ConcurrencyError,
  type EventStore,
  type EventSubscriber,
  rebuildProjection,
  SubscriptionRunner,
  type Waker,
} from '../src/core/event-store';
import { UnitOfWork } from '../src/core/database/unit-of-work';
import { collector, openStore, pool, runnerFor, uniquePrefix, waitFor } from './support/event-store-harness';

let dataSource: DataSource;
let store: EventStore;
let waker: Waker;

beforeAll(async () => {
  ({ dataSource, store, waker } = await openStore(70));
});
afterAll(async () => {
  await dataSource.destroy();
});

describe('append', () => {
  test('two concurrent writers on one stream: exactly one wins, the other gets a conflict', async () => {
    const stream = `${uniquePrefix()}account`;
    await store.append(stream, 'Test', [{ type: 'Opened', data: {} }], { expectedVersion: 0 });
    const results = await Promise.allSettled(
      [1, 2].map((i) => store.append(stream, 'Test', [{ type: 'Deposited', data: { i } }], { expectedVersion: 1 })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(rejected).toHaveLength(1);
    expect(rejected[0].reason).toBeInstanceOf(ConcurrencyError);
    expect((await store.readStream(stream)).map((e) => e.streamVersion)).toEqual([1, 2]);
  });

  test('twenty racing writers at the same version: one event lands', async () => {
    const stream = `${uniquePrefix()}race`;
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        store.append(stream, 'Test', [{ type: 'Opened', data: { i } }], { expectedVersion: 0 }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await store.streamVersion(stream)).toBe(1);
  });

  test('an expected version ahead of the stream is a conflict, never a gap', async () => {
    const stream = `${uniquePrefix()}gap`;
    await expect(store.append(stream, 'Test', [{ type: 'Opened', data: {} }], { expectedVersion: 3 })).rejects.toBeInstanceOf(
      ConcurrencyError,
    );
    expect(await store.readStream(stream)).toEqual([]);
  });

  test('several events in one append get consecutive versions; any-version appends continue the stream', async () => {
    const stream = `${uniquePrefix()}multi`;
    const first = await store.append(
      stream,
      'Test',
      [1, 2, 3].map((n) => ({ type: 'Counted', data: { n } })),
      { expectedVersion: 0 },
    );
    expect(first.nextExpectedVersion).toBe(3);
    await store.append(stream, 'Test', [{ type: 'Counted', data: { n: 4 } }], { expectedVersion: 'any' });
    const events = await store.readStream(stream);
    expect(events.map((e) => [e.streamVersion, (e.data as { n: number }).n])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
    ]);
  });

  test('appendMany writes several streams in one statement, all or nothing, and readStreams reads them back', async () => {
    const [a, b] = [`${uniquePrefix()}many-a`, `${uniquePrefix()}many-b`];
    await store.append(a, 'Test', [{ type: 'Opened', data: {} }], { expectedVersion: 0 });
    const uow = new UnitOfWork(dataSource);
    const entry = (streamId: string, expectedVersion: number, n: number) => ({
      streamId,
      streamType: 'Test',
      expectedVersion,
      events: Array.from({ length: n }, (_, i) => ({ type: 'Counted', data: { i }, eventId: randomUUID() })),
      metadata: { commandId: streamId },
    });
    const stored = await uow.run((manager) => store.appendMany([entry(a, 1, 2), entry(b, 0, 1)], manager));
    expect(stored.map((events) => events.map((e) => [e.streamId, e.streamVersion]))).toEqual([
      [
        [a, 2],
        [a, 3],
      ],
      [[b, 1]],
    ]);
    expect(new Set(stored.flat().map((e) => e.txId)).size).toBe(1);
    // One stale stream (b is at 1, not 0) or a gap (a is at 3, not 5): nothing of the statement lands.
    for (const stale of [[entry(a, 3, 1), entry(b, 0, 1)], [entry(a, 5, 1)]]) {
      await expect(uow.run((manager) => store.appendMany(stale, manager), { retries: 0 })).rejects.toBeInstanceOf(
        ConcurrencyError,
      );
    }
    const after = await store.readStreams([
      { streamId: a, afterVersion: 1 },
      { streamId: b, afterVersion: 0 },
      { streamId: `${uniquePrefix()}none`, afterVersion: 0 },
    ]);
    expect([...after.values()].map((events) => events.map((e) => e.streamVersion))).toEqual([[2, 3], [1], []]);
    expect(after.get(a)![0].metadata).toEqual({ commandId: a });
  });

  test("inside the caller's transaction, events and the read model commit together or not at all", async () => {
    const uow = new UnitOfWork(dataSource);
    const stream = `${uniquePrefix()}tx`;
    await dataSource.query(`CREATE TABLE IF NOT EXISTS public.es_test_inline (stream_id text PRIMARY KEY, n int)`);
    await expect(
      uow.run(async (manager) => {
        await store.append(stream, 'Test', [{ type: 'Opened', data: {} }], { expectedVersion: 0, manager });
        await manager.query(`INSERT INTO public.es_test_inline VALUES ($1, 1)`, [stream]);
        throw new Error('business rule failed after the append');
      }),
    ).rejects.toThrow('business rule failed');
    expect(await store.readStream(stream)).toEqual([]);
    expect(await dataSource.query(`SELECT * FROM public.es_test_inline WHERE stream_id = $1`, [stream])).toEqual([]);

    await uow.run(async (manager) => {
      await store.append(stream, 'Test', [{ type: 'Opened', data: {} }], { expectedVersion: 0, manager });
      await manager.query(`INSERT INTO public.es_test_inline VALUES ($1, 1)`, [stream]);
    });
    expect(await store.readStream(stream)).toHaveLength(1);
    expect(await dataSource.query(`SELECT n FROM public.es_test_inline WHERE stream_id = $1`, [stream])).toEqual([{ n: 1 }]);
  });

  test('the unit of work retries a conflicting command a bounded number of times, then surfaces the conflict', async () => {
    const uow = new UnitOfWork(dataSource);
    const stream = `${uniquePrefix()}retry`;
    let attempts = 0;
    await uow.run(async (manager) => {
      attempts++;
      // Stale on the first try (as if another writer got in first), right on the retry.
      const expected = attempts === 1 ? 5 : await store.streamVersion(stream, manager);
      await store.append(stream, 'Test', [{ type: 'Opened', data: {} }], { expectedVersion: expected, manager });
    });
    expect(attempts).toBe(2);
    let tries = 0;
    await expect(
      uow.run(
        async (manager) => {
          tries++;
          await store.append(stream, 'Test', [{ type: 'Never', data: {} }], { expectedVersion: 99, manager });
        },
        { retries: 2 },
      ),
    ).rejects.toBeInstanceOf(ConcurrencyError);
    expect(tries).toBe(3);
  });
});

describe('aggregate commands on a new stream', () => {
  /** Counts its events; a command appends one Counted event on whatever state it was decided on. */
  const counter = { streamType: 'Counter', schemaVersion: 1, initialState: () => 0, evolve: (n: number) => n + 1 };
  const count = (streamId: string, newStream: boolean) => ({
    streamId,
    newStream,
    decide: (n: number) => ({ events: [{ type: 'Counted', data: { after: n } }], reply: () => n + 1 }),
  });

  test('a new stream is decided without reading it; one that exists after all is refused as a conflict, not decided on', async () => {
    const counters = new AggregateStore(counter, new UnitOfWork(dataSource), store, { retries: 0 });
    const stream = `${uniquePrefix()}counter`;
    expect(await counters.execute(count(stream, true))).toBe(1);
    await expect(counters.execute(count(stream, true))).rejects.toBeInstanceOf(ConcurrencyError);
    expect((await store.readStream(stream)).map((e) => e.data)).toEqual([{ after: 0 }]);
    expect(await counters.execute(count(stream, false))).toBe(2);
  });
});

describe('aggregate commands on a cached state', () => {
  const counter = { streamType: 'Counter', schemaVersion: 1, initialState: () => 0, evolve: (n: number) => n + 1 };
  /** Appends one Counted event on the state it was decided on; refuses below `atLeast`. */
  const count = (streamId: string, { newStream = false, atLeast = 0 } = {}) => ({
    streamId,
    newStream,
    decide: (n: number) => {
      if (n < atLeast) throw new Error(`not yet: ${n}`);
      return { events: [{ type: 'Counted', data: { after: n } }], reply: () => n + 1 };
    },
  });

  test('appendOrRead appends at the expected version, else answers the events after it and appends nothing', async () => {
    const stream = `${uniquePrefix()}aor`;
    await store.append(stream, 'Test', [{ type: 'A', data: { n: 1 } }], { expectedVersion: 0 });
    const uow = new UnitOfWork(dataSource);
    const stale = await uow.run((manager) =>
      store.appendOrRead(stream, 'Test', [{ type: 'B', data: {} }], { expectedVersion: 0, manager }),
    );
    expect(stale.appended).toBeUndefined();
    expect(stale.missing?.map((e) => [e.streamVersion, e.type, e.data])).toEqual([[1, 'A', { n: 1 }]]);
    const ahead = await uow.run((manager) =>
      store.appendOrRead(stream, 'Test', [{ type: 'B', data: {} }], { expectedVersion: 5, manager }),
    );
    expect(ahead.missing).toEqual([]);
    const current = await uow.run((manager) =>
      store.appendOrRead(
        stream,
        'Test',
        [
          { type: 'B', data: { n: 2 } },
          { type: 'C', data: {} },
        ],
        { expectedVersion: 1, manager },
      ),
    );
    const stored = await store.readStream(stream);
    expect(stored.map((e) => [e.streamVersion, e.type])).toEqual([
      [1, 'A'],
      [2, 'B'],
      [3, 'C'],
    ]);
    // Answered as a read of the stream answers them (what the caller sent, with the stored columns).
    expect(current.appended?.events.map(({ metadata: _m, ...e }) => e)).toEqual(
      stored.slice(1).map(({ metadata: _m, ...e }) => e),
    );
  });

  test('two processes on one stream: each decides on the current state, a stale cache costs a decision again, not a conflict', async () => {
    const uow = new UnitOfWork(dataSource);
    for (const options of [
      { cacheSize: 10, retries: 0 },
      { cacheSize: 10, retries: 0, lockStreams: true },
    ]) {
      const [a, b] = [new AggregateStore(counter, uow, store, options), new AggregateStore(counter, uow, store, options)];
      const stream = `${uniquePrefix()}cached`;
      expect(await a.execute(count(stream, { newStream: true }))).toBe(1);
      expect(await b.execute(count(stream))).toBe(2);
      // a's cached state (1) is stale: decided again on 2.
      expect(await a.execute(count(stream))).toBe(3);
      // a's state is current: appended without a read of the stream.
      const reads = jest.spyOn(store, 'readStream');
      expect(await a.execute(count(stream))).toBe(4);
      expect(reads).not.toHaveBeenCalled();
      reads.mockRestore();
      expect(await b.execute(count(stream))).toBe(5);
      // Refused on a's stale state (4), allowed on the stream as it is (5).
      expect(await a.execute(count(stream, { atLeast: 5 }))).toBe(6);
      await expect(a.execute(count(stream, { atLeast: 7 }))).rejects.toThrow('not yet: 6');
      expect((await store.readStream(stream)).map((e) => e.data)).toEqual([0, 1, 2, 3, 4, 5].map((after) => ({ after })));
    }
  });
});

describe('subscribers', () => {
  test('a transaction held open while a later one commits: the subscriber still receives both, in commit-safe order', async () => {
    const prefix = uniquePrefix();
    const sub = collector(prefix);
    const runner = runnerFor({ dataSource, store, waker }, [sub]);
    await runner.start();
    try {
      const early = dataSource.createQueryRunner();
      await early.connect();
      await early.startTransaction();
      await store.append(`${prefix}early`, 'Test', [{ type: 'Early', data: {} }], { expectedVersion: 0, manager: early.manager });
      await store.append(`${prefix}late`, 'Test', [{ type: 'Late', data: {} }], { expectedVersion: 0 });
      await new Promise((r) => setTimeout(r, 300));
      // The late event is committed, but the reader must not move past the open transaction.
      expect(sub.seen.map((e) => e.type)).toEqual([]);
      await early.commitTransaction();
      await early.release();
      await waitFor(() => sub.seen.length >= 2, 10_000, 'both events');
      await new Promise((r) => setTimeout(r, 200));
      expect(sub.seen.map((e) => e.type)).toEqual(['Early', 'Late']);
    } finally {
      await runner.stop();
    }
  });

  test('10,000 events appended at concurrency 64 all reach a subscriber exactly once', async () => {
    const prefix = uniquePrefix();
    const sub = collector(prefix);
    const runner = runnerFor({ dataSource, store, waker }, [sub]);
    await runner.start();
    try {
      await pool(10_000, 64, (i) =>
        store.append(`${prefix}${i % 500}`, 'Test', [{ type: 'Counted', data: { i } }], { expectedVersion: 'any' }),
      );
      await waitFor(() => sub.seen.length >= 10_000, 60_000, '10,000 events');
      await new Promise((r) => setTimeout(r, 300));
      const ids = new Set(sub.seen.map((e) => (e.data as { i: number }).i));
      expect(sub.seen).toHaveLength(10_000);
      expect(ids.size).toBe(10_000);
      // Per stream, versions arrive in order.
      const last = new Map<string, number>();
      for (const e of sub.seen) {
        expect(e.streamVersion).toBe((last.get(e.streamId) ?? 0) + 1);
        last.set(e.streamId, e.streamVersion);
      }
    } finally {
      await runner.stop();
    }
  });

  test('handleBatch gets each batch whole, in order; events of no wanted type are passed and their checkpoint stored once idle', async () => {
    const prefix = uniquePrefix();
    const batches: string[][] = [];
    const sub: EventSubscriber = {
      name: `batcher-${prefix}`,
      kind: 'reaction',
      eventTypes: ['Wanted'],
      handle: () => Promise.reject(new Error('handle is not used when handleBatch is there')),
      async handleBatch(events) {
        const ours = events.filter((e) => e.streamId.startsWith(prefix));
        if (ours.length > 0) batches.push(ours.map((e) => `${e.type}${(e.data as { i: number }).i}`));
      },
    };
    const runner = runnerFor({ dataSource, store, waker }, [sub]);
    await runner.start();
    try {
      const lagOf = async () => (await runner.status())[0].lag;
      await waitFor(async () => (await lagOf()) === 0, 10_000, 'caught up');
      const before = (await runner.status())[0].processed;
      await store.append(
        `${prefix}u`,
        'Test',
        [1, 2, 3].map((i) => ({ type: 'Unwanted', data: { i } })),
        { expectedVersion: 0 },
      );
      // Nothing to handle, yet the stored checkpoint passes them (lag is counted from it).
      await waitFor(async () => (await lagOf()) === 0, 10_000, 'checkpoint past the unwanted events');
      expect((await runner.status())[0].processed).toBeGreaterThanOrEqual(before + 3);
      expect(batches).toEqual([]);
      await store.append(
        `${prefix}w`,
        'Test',
        [1, 2, 3].map((i) => ({ type: i === 2 ? 'Unwanted' : 'Wanted', data: { i } })),
        { expectedVersion: 0 },
      );
      await waitFor(() => batches.length > 0, 10_000, 'the wanted events');
      expect(batches).toEqual([['Wanted1', 'Wanted3']]);
      await waitFor(async () => (await lagOf()) === 0, 10_000, 'idle again');
    } finally {
      await runner.stop();
    }
  });

  test('a wake-up that arrives while the subscriber checks it is idle is not lost', async () => {
    // The race, made certain: an event commits (and wakes the runner) right after the idle check's
    // snapshot, which therefore saw nothing. The poll is a minute long, so only the wake-up can
    // deliver the event within the wait below.
    const prefix = uniquePrefix();
    const sub = collector(prefix);
    const runner = new SubscriptionRunner(dataSource, store, waker, [sub], { pollMs: 60_000, lockRetryMs: 100 });
    const hooked = runner as unknown as { idleCheck: (...args: unknown[]) => Promise<unknown> };
    const idleCheck = hooked.idleCheck.bind(runner);
    let injectLate = false;
    hooked.idleCheck = async (...args) => {
      const result = await idleCheck(...args);
      if (injectLate) {
        injectLate = false;
        await store.append(`${prefix}s`, 'Test', [{ type: 'Late', data: {} }], { expectedVersion: 1 });
      }
      return result;
    };
    await runner.start();
    try {
      await waitFor(async () => runner.isRunning(sub.name) && (await runner.status())[0].lag === 0, 10_000, 'caught up');
      injectLate = true;
      await store.append(`${prefix}s`, 'Test', [{ type: 'First', data: {} }], { expectedVersion: 0 });
      await waitFor(() => sub.seen.length === 2, 10_000, 'the late event');
      expect(sub.seen.map((e) => e.type)).toEqual(['First', 'Late']);
    } finally {
      await runner.stop();
    }
  });

  test('only one runner per subscriber is active at a time (advisory lock); the standby takes over', async () => {
    const prefix = uniquePrefix();
    const a = collector(prefix, `lock-${prefix}`);
    const b = { ...collector(prefix, `lock-${prefix}`), seen: [] as typeof a.seen };
    b.handle = async (event) => {
      if (event.streamId.startsWith(prefix)) b.seen.push(event);
    };
    const first = runnerFor({ dataSource, store, waker }, [a]);
    const second = runnerFor({ dataSource, store, waker }, [b]);
    await first.start();
    await waitFor(() => first.isRunning(a.name), 5000, 'first runner');
    await second.start();
    await store.append(`${prefix}s`, 'Test', [{ type: 'One', data: {} }], { expectedVersion: 0 });
    await waitFor(() => a.seen.length === 1, 5000, 'first delivery');
    expect(second.isRunning(b.name)).toBe(false);
    await first.stop();
    await store.append(`${prefix}s`, 'Test', [{ type: 'Two', data: {} }], { expectedVersion: 1 });
    await waitFor(() => b.seen.length === 1, 10_000, 'standby takes over');
    expect(b.seen[0].type).toBe('Two'); // it continued from the shared checkpoint, no re-delivery of One
    await second.stop();
  });

  test('a failing event pauses its subscriber (nothing after it is skipped) and resume continues', async () => {
    const prefix = uniquePrefix();
    let failing = true;
    // A failed batch is rolled back and retried, so an in-memory effect can repeat: count each event once.
    const seenIds = new Set<string>();
    const seen: string[] = [];
    const sub: EventSubscriber = {
      name: `poison-${prefix}`,
      kind: 'projection',
      async handle(event) {
        if (!event.streamId.startsWith(prefix)) return;
        if (event.type === 'Poison' && failing) throw new Error('cannot handle Poison');
        if (!seenIds.has(event.eventId)) seen.push(event.type);
        seenIds.add(event.eventId);
      },
    };
    const runner = new (
      runnerFor({ dataSource, store, waker }, []).constructor as typeof import('../src/core/event-store').SubscriptionRunner
    )(dataSource, store, waker, [sub], { pollMs: 50, maxAttempts: 2 });
    await runner.start();
    try {
      await store.append(
        `${prefix}p`,
        'Test',
        ['Good', 'Poison', 'After'].map((type) => ({ type, data: {} })),
        { expectedVersion: 0 },
      );
      await waitFor(async () => (await runner.status())[0].status === 'paused', 10_000, 'pause');
      const [status] = await runner.status();
      expect(status.error).toContain('cannot handle Poison');
      expect(status.failedEventId).not.toBeNull();
      expect(seen).toEqual(['Good']);
      failing = false;
      await runner.resume(sub.name);
      await waitFor(() => seen.length === 3, 10_000, 'resume');
      expect(seen).toEqual(['Good', 'Poison', 'After']);
    } finally {
      await runner.stop();
    }
  });
});

describe('projections', () => {
  /** A balance per stream; idempotent because each row remembers the last version it applied. */
  function balanceProjection(prefix: string, table: string): EventSubscriber {
    return {
      name: `balances-${prefix}`,
      kind: 'projection',
      tables: [table],
      eventTypes: ['Deposited'],
      async handle(event, { manager, table: t }) {
        if (!event.streamId.startsWith(prefix)) return;
        await manager.query(
          `INSERT INTO ${t(table)} AS b (stream_id, total, version) VALUES ($1, $2, $3)
           ON CONFLICT (stream_id) DO UPDATE SET total = b.total + EXCLUDED.total, version = EXCLUDED.version
           WHERE b.version < EXCLUDED.version`,
          [event.streamId, (event.data as { amount: number }).amount, event.streamVersion],
        );
      },
    };
  }

  /** A fresh balances table, its projection, and a started runner for it. */
  async function startBalanceProjection() {
    const prefix = uniquePrefix();
    const table = `public.balances_${prefix.replace(/\W/g, '')}`;
    await dataSource.query(`CREATE TABLE ${table} (stream_id text PRIMARY KEY, total bigint NOT NULL, version int NOT NULL)`);
    const projection = balanceProjection(prefix, table);
    const runner = runnerFor({ dataSource, store, waker }, [projection]);
    await runner.start();
    return { prefix, table, projection, runner };
  }

  test('a rebuild from position zero equals the live result, and re-delivery changes nothing', async () => {
    const { prefix, table, projection, runner } = await startBalanceProjection();
    try {
      await pool(600, 16, (i) =>
        store.append(`${prefix}${i % 30}`, 'Test', [{ type: 'Deposited', data: { amount: (i % 7) + 1 } }], {
          expectedVersion: 'any',
        }),
      );
      await runner.waitUntilIdle(30_000);
      const snapshot = async () => dataSource.query(`SELECT stream_id, total::int, version FROM ${table} ORDER BY stream_id`);
      const live = await snapshot();
      expect(live).toHaveLength(30);
      expect(live.reduce((sum: number, r: { total: number }) => sum + r.total, 0)).toBe(
        Array.from({ length: 600 }, (_, i) => (i % 7) + 1).reduce((a, b) => a + b, 0),
      );

      const progress: number[] = [];
      await rebuildProjection(dataSource, store, waker, projection, (p) => progress.push(p.processed));
      expect(await snapshot()).toEqual(live);
      expect(progress.length).toBeGreaterThan(0);

      // Re-delivery: rewind the checkpoint to zero; the projection sees everything again.
      await dataSource.query(
        `UPDATE event_store.subscriptions SET last_tx_id = '0', last_position = 0, generation = generation + 1 WHERE name = $1`,
        [projection.name],
      );
      await new Promise((r) => setTimeout(r, 200));
      await runner.waitUntilIdle(30_000);
      expect(await snapshot()).toEqual(live);

      // And it keeps projecting after the swap.
      await store.append(`${prefix}0`, 'Test', [{ type: 'Deposited', data: { amount: 1000 } }], { expectedVersion: 'any' });
      await runner.waitUntilIdle(10_000);
      const after = await dataSource.query(`SELECT total::int FROM ${table} WHERE stream_id = $1`, [`${prefix}0`]);
      expect(after[0].total).toBe(live.find((r: { stream_id: string }) => r.stream_id === `${prefix}0`).total + 1000);
    } finally {
      await runner.stop();
    }
  });

  test('a failed rebuild leaves the live table and status as they were', async () => {
    const { prefix, table, projection, runner } = await startBalanceProjection();
    await store.append(`${prefix}a`, 'Test', [{ type: 'Deposited', data: { amount: 5 } }], { expectedVersion: 0 });
    await runner.waitUntilIdle(10_000);
    await runner.stop();
    const broken: EventSubscriber = { ...projection, handle: async () => Promise.reject(new Error('bug in new code')) };
    await expect(rebuildProjection(dataSource, store, waker, broken)).rejects.toThrow('bug in new code');
    expect(await dataSource.query(`SELECT total::int FROM ${table}`)).toEqual([{ total: 5 }]);
    const [row] = await dataSource.query(`SELECT status FROM event_store.subscriptions WHERE name = $1`, [projection.name]);
    expect(row.status).toBe('active');
    const leftovers = await dataSource.query(`SELECT to_regclass($1) AS t`, [`${table}__rebuild`]);
    expect(leftovers[0].t).toBeNull();
  });
});
