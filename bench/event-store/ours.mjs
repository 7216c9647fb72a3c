// Child process: OUR event store (backend/dist/core/event-store), driven by run.mjs.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { nowMs, sleep } from '../support/stats.mjs';
import { appendsPerLevel, eventData, eventMetadata, randomSuffix, seedTo, serve, steadyWriters } from './lib.mjs';

const require = createRequire(import.meta.url);
const { createDataSource, runMigrations } = require('../../backend/dist/data-source.js');
const { EventStore, Waker, SubscriptionRunner, START } = require('../../backend/dist/core/event-store/index.js');
const Redis = require('ioredis');

/** The product's defaults (backend/src/core/config): pool of 20, 30 s idle-in-transaction timeout. */
const POOL_SIZE = 20;
/** One subscriber name for the catch-up and the lag phase: the lag phase continues where catch-up ended. */
const SUBSCRIBER = 'bench-reaction';

async function open(url, poolSize = POOL_SIZE) {
  const ds = createDataSource({ DATABASE_URL: url, DATABASE_POOL_SIZE: poolSize, IDLE_IN_TRANSACTION_TIMEOUT_MS: 30_000 });
  await ds.initialize();
  return ds;
}

/** One event per append, with an expected version, like a command: 5 events per stream, then a new stream. */
function commandAppender(store, tag) {
  return async (worker, seq) => {
    const stream = `booking-${tag}-${worker}-${Math.floor(seq / 5)}`;
    const eventId = randomUUID();
    await store.append(stream, 'booking', [{ type: 'BookingNoted', data: eventData(seq), eventId }], {
      expectedVersion: seq % 5,
      metadata: eventMetadata(seq),
    });
    return eventId;
  };
}

const handlers = {
  async migrate({ url }) {
    const ds = await open(url, 2);
    try {
      return await runMigrations(ds);
    } finally {
      await ds.destroy();
    }
  },

  async throughput({ url, seconds, levels, totalEvents, seedBatch, readBatch, seedConcurrency }) {
    const ds = await open(url);
    const store = new EventStore(ds); // no waker: nobody listens while we measure raw appends
    const out = { poolSize: POOL_SIZE, appends: {} };
    try {
      out.appends = await appendsPerLevel(levels, seconds, (c) => commandAppender(store, `c${c}`));

      // Top the log up to exactly `totalEvents` with multi-event appends (seed, not measured as a figure).
      Object.assign(
        out,
        await seedTo({
          totalEvents,
          count: async () => (await ds.query(`SELECT count(*)::int AS n FROM event_store.events`))[0].n,
          batch: seedBatch,
          concurrency: seedConcurrency,
          appendStream: (s, data) =>
            store.append(
              `seed-${s}`,
              'booking',
              data.map((d) => ({ type: 'BookingSeeded', data: d })),
              { expectedVersion: 0, metadata: eventMetadata(s) },
            ),
        }),
      );
      const total = out.totalEvents;
      await ds.query(`VACUUM ANALYZE event_store.events`);

      // Read-all: the store's readAll cursor from START to the end, `readBatch` events per call.
      {
        const t0 = nowMs();
        let cp = START;
        let n = 0;
        let calls = 0;
        for (;;) {
          const events = await store.readAll(cp, readBatch);
          calls++;
          if (events.length === 0) break;
          n += events.length;
          const last = events[events.length - 1];
          cp = { txId: last.txId, position: last.globalPosition };
        }
        const s = (nowMs() - t0) / 1000;
        out.readAll = { events: n, batch: readBatch, calls, seconds: s, eventsPerSec: Math.round(n / s) };
      }

      // Catch-up: a SubscriptionRunner subscriber from zero, each batch + checkpoint in one transaction.
      // First with the product's default batch size (the figure), then with 2000 (for comparison).
      out.catchup = await catchUp(ds, store, SUBSCRIBER, undefined, total);
      out.catchupBatch2000 = await catchUp(ds, store, `${SUBSCRIBER}-batch-2000`, 2000, total);
      out.explain = await explainHotQueries(ds, store);
      out.tableSize = (
        await ds.query(
          `SELECT pg_size_pretty(pg_table_size('event_store.events')) AS heap,
                  pg_size_pretty(pg_indexes_size('event_store.events')) AS indexes`,
        )
      )[0];
      return out;
    } finally {
      await ds.destroy();
    }
  },

  async lagSubStart({ url, channel, redisUrl, pollMs, extraSubscribers = 0 }) {
    const ds = await open(url, 5 + 2 * extraSubscribers);
    const store = new EventStore(ds);
    const sub = new Redis(redisUrl);
    sub.on('error', () => undefined);
    const waker = new Waker(undefined, channel);
    await waker.listen(sub);
    const state = { ds, sub, waker, seen: new Map(), wakes: 0, handled: 0 };
    waker.onWake(() => state.wakes++);
    const subscriber = {
      name: SUBSCRIBER,
      kind: 'reaction',
      async handle(event) {
        state.seen.set(event.eventId, nowMs());
        state.handled++;
      },
    };
    // Optional idle neighbours (like the product's other projections), started where the measured
    // subscriber stands so they have nothing to catch up: each batch they apply is a write transaction.
    const extras = Array.from({ length: extraSubscribers }, (_, i) => ({
      name: `${SUBSCRIBER}-neighbour-${i}`,
      kind: 'reaction',
      async handle() {},
    }));
    for (const e of extras) {
      await ds.query(
        `INSERT INTO event_store.subscriptions (name, kind, last_tx_id, last_position)
         SELECT $1, 'reaction', last_tx_id, last_position FROM event_store.subscriptions WHERE name = $2
         ON CONFLICT (name) DO UPDATE SET last_tx_id = EXCLUDED.last_tx_id, last_position = EXCLUDED.last_position`,
        [e.name, SUBSCRIBER],
      );
    }
    state.runner = new SubscriptionRunner(ds, store, waker, [subscriber, ...extras], { pollMs });
    await state.runner.start();
    await state.runner.waitUntilIdle(60_000);
    state.handledBefore = state.handled;
    handlers.state = state;
    return { pollMs, extraSubscribers, caughtUpBeforeStart: state.handled };
  },

  async lagSubCollect({ ids, timeoutMs }) {
    const state = handlers.state;
    const deadline = nowMs() + timeoutMs;
    while (nowMs() < deadline && !ids.every((id) => state.seen.has(id))) await sleep(20);
    const times = ids.map((id) => state.seen.get(id) ?? null);
    await state.runner.stop();
    await state.waker.close();
    state.sub.disconnect();
    await state.ds.destroy();
    return { times, wakesReceived: state.wakes, handled: state.handled - state.handledBefore };
  },

  async lagWrite({ url, channel, redisUrl, writers, ratePerSec, seconds }) {
    const ds = await open(url, writers + 2);
    const pub = new Redis(redisUrl);
    pub.on('error', () => undefined);
    const store = new EventStore(ds, new Waker(pub, channel));
    try {
      return await steadyWriters({ writers, ratePerSec, seconds, appendOne: commandAppender(store, `lag-${randomSuffix()}`) });
    } finally {
      await sleep(50); // let the last wake-up publish
      pub.disconnect();
      await ds.destroy();
    }
  },
};

/** Times a fresh subscriber from position zero until its checkpoint covers all `total` events. */
async function catchUp(ds, store, name, batchSize, total) {
  let handled = 0;
  let reached;
  const allHandled = new Promise((resolve) => (reached = resolve));
  const subscriber = {
    name,
    kind: 'reaction',
    batchSize,
    async handle() {
      if (++handled === total) reached();
    },
  };
  const runner = new SubscriptionRunner(ds, store, new Waker(), [subscriber], { pollMs: 500 });
  const t0 = nowMs();
  await runner.start();
  await allHandled;
  // Done when the last batch's checkpoint has committed.
  for (;;) {
    const [{ p }] = await ds.query(`SELECT processed_count::int AS p FROM event_store.subscriptions WHERE name = $1`, [name]);
    if (p >= total) break;
    await sleep(1);
  }
  const s = (nowMs() - t0) / 1000;
  await runner.stop();
  return { events: total, handled, batch: batchSize ?? 1000, seconds: s, eventsPerSec: Math.round(total / s) };
}

/** EXPLAIN ANALYZE of the exact SQL the store sends (captured through a stand-in manager). */
async function explainHotQueries(ds, store) {
  const capture = async (fn) => {
    let captured;
    const manager = {
      query: async (sql, params) => {
        captured = { sql, params };
        return [];
      },
      // The append goes straight to the pg client as a named (prepared) statement.
      queryRunner: {
        isTransactionActive: false,
        connect: async () => ({
          query: async (q) => {
            captured = { sql: q.text, params: q.values };
            return { rows: [] };
          },
        }),
      },
    };
    await fn(manager).catch(() => undefined);
    return captured;
  };
  const plan = async (q, analyze = true) => {
    const rows = await ds.query(`EXPLAIN (${analyze ? 'ANALYZE, BUFFERS, ' : ''}COSTS OFF) ${q.sql}`, q.params);
    return rows.map((r) => r['QUERY PLAN']);
  };
  const [mid] = await ds.query(
    `SELECT tx_id::text AS "txId", global_position::text AS position FROM event_store.events
      ORDER BY tx_id, global_position OFFSET (SELECT count(*) / 2 FROM event_store.events) LIMIT 1`,
  );
  const readFromStart = await capture((m) => store.readAll(START, 500, m));
  const readFromMiddle = await capture((m) => store.readAll(mid ?? START, 500, m));
  const appendQ = await capture((m) =>
    store.append('booking-c1-0-0', 'booking', [{ type: 'BookingNoted', data: eventData(1) }], {
      expectedVersion: 5,
      manager: m,
    }),
  );
  const qr = ds.createQueryRunner();
  await qr.connect();
  let appendPlan;
  try {
    await qr.startTransaction();
    const rows = await qr.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${appendQ.sql}`, appendQ.params);
    appendPlan = rows.map((r) => r['QUERY PLAN']);
  } finally {
    await qr.rollbackTransaction().catch(() => undefined);
    await qr.release();
  }
  return {
    readAllFromStart: await plan(readFromStart),
    readAllFromMiddle: await plan(readFromMiddle),
    append: appendPlan,
  };
}

serve(handlers);
