// Child process: the PEER, @event-driven-io/emmett-postgresql 0.42, driven by run.mjs.
// It runs in its own process because dumbo sets `pg` type parsers process-wide.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { dumbo } from '@event-driven-io/dumbo';
import { getPostgreSQLEventStore, readMessagesBatch } from '@event-driven-io/emmett-postgresql';
import { nowMs, sleep } from '../support/stats.mjs';
import { appendsPerLevel, eventData, eventMetadata, randomSuffix, seedTo, serve, steadyWriters } from './lib.mjs';

/** Same pool size as our store (pg's default of 10 would cap the peer below concurrency 16). */
const POOL_SIZE = 20;
const PROCESSOR = 'bench-reaction';

function open(url, max = POOL_SIZE) {
  const pool = new pg.Pool({ connectionString: url, max });
  const store = getPostgreSQLEventStore(url, { connectionOptions: { pool } });
  return { pool, store, execute: dumbo({ connectionString: url, pool }).execute };
}

/** One event per append with an expected version, 5 per stream, like ours. */
function commandAppender(store, tag) {
  return async (worker, seq) => {
    const stream = `booking-${tag}-${worker}-${Math.floor(seq / 5)}`;
    const messageId = randomUUID();
    await store.appendToStream(
      stream,
      [{ type: 'BookingNoted', data: eventData(seq), metadata: { ...eventMetadata(seq), messageId } }],
      {
        expectedStreamVersion: BigInt(seq % 5),
      },
    );
    return messageId;
  };
}

const handlers = {
  async migrate({ url }) {
    const { pool, store } = open(url, 2);
    try {
      await store.schema.migrate();
      return ['emmett schema'];
    } finally {
      await store.close().catch(() => undefined);
      await pool.end();
    }
  },

  async throughput({
    url,
    seconds,
    levels,
    totalEvents,
    seedBatch,
    readBatch,
    seedConcurrency,
    catchupTimeoutMs,
    readAllTimeoutMs,
  }) {
    const { pool, store, execute } = open(url);
    const out = { poolSize: POOL_SIZE, appends: {} };
    const count = async () => Number((await pool.query(`SELECT count(*)::int AS n FROM emt_messages`)).rows[0].n);
    try {
      await store.schema.migrate();
      out.appends = await appendsPerLevel(levels, seconds, (c) => commandAppender(store, `c${c}`));

      Object.assign(
        out,
        await seedTo({
          totalEvents,
          count,
          batch: seedBatch,
          concurrency: seedConcurrency,
          appendStream: (s, data) =>
            store.appendToStream(
              `seed-${s}`,
              data.map((d) => ({ type: 'BookingSeeded', data: d, metadata: eventMetadata(s) })),
              { expectedStreamVersion: 0n },
            ),
        }),
      );
      const total = out.totalEvents;
      await pool.query(`VACUUM ANALYZE emt_messages`);

      // Read-all: the peer's own global-log reader (what its consumers call), `readBatch` per call.
      {
        const t0 = nowMs();
        let after = 0n;
        let n = 0;
        let calls = 0;
        let timedOut = false;
        for (;;) {
          if (nowMs() - t0 > readAllTimeoutMs) {
            timedOut = true;
            break;
          }
          const r = await readMessagesBatch(execute, { after, batchSize: readBatch });
          calls++;
          if (r.messages.length === 0) break;
          n += r.messages.length;
          after = r.currentGlobalPosition;
        }
        const s = (nowMs() - t0) / 1000;
        // Its query slows down as the cursor advances (see docs), so a capped run flatters it.
        out.readAll = {
          events: n,
          skipped: timedOut ? null : total - n,
          timedOut,
          batch: readBatch,
          calls,
          seconds: s,
          eventsPerSec: Math.round(n / s),
        };
      }

      // Catch-up: a consumer + reactor from the beginning with the PostgreSQL checkpointer, batches of
      // `readBatch` and no pause between full batches (pullingFrequencyInMs 0: the peer's fastest setting).
      {
        let handled = 0;
        const consumer = store.consumer({
          pulling: { batchSize: readBatch, pullingFrequencyInMs: 0 },
          stopWhen: { noMessagesLeft: true },
        });
        consumer.reactor({
          processorId: PROCESSOR,
          eachMessage: async () => {
            handled++;
          },
        });
        const t0 = nowMs();
        let timedOut = false;
        const timer = setTimeout(() => {
          timedOut = true;
          void consumer.stop();
        }, catchupTimeoutMs);
        await consumer.start();
        clearTimeout(timer);
        const s = (nowMs() - t0) / 1000;
        out.catchup = {
          events: total,
          handled,
          batch: readBatch,
          seconds: s,
          timedOut,
          // The log's size over the time to reach its end; `handled` can be lower because emmett's
          // position-only cursor skips events (see skipped), which only makes it faster.
          eventsPerSec: Math.round((timedOut ? handled : total) / s),
          skipped: timedOut ? null : total - handled,
          note: 'emmett stores the checkpoint once per message (one statement each) inside the batch transaction',
        };
        await consumer.close().catch(() => undefined);
      }
      return out;
    } finally {
      await store.close().catch(() => undefined);
      await pool.end().catch(() => undefined);
    }
  },

  async lagSubStart({ url, pulling }) {
    const { pool, store } = open(url, 5);
    const state = { pool, store, seen: new Map(), handled: 0 };
    // Start at the end of the log (catch-up may have been cut short by its time cap).
    const { max } = (await pool.query(`SELECT coalesce(max(global_position), 0)::text AS max FROM emt_messages`)).rows[0];
    state.consumer = store.consumer({ pulling });
    state.consumer.reactor({
      processorId: `${PROCESSOR}-lag`,
      startFrom: { lastCheckpoint: BigInt(max) },
      eachMessage: async (message) => {
        state.seen.set(message.metadata.messageId, nowMs());
        state.handled++;
      },
    });
    state.running = state.consumer.start();
    state.running.catch(() => undefined);
    await sleep(300); // it resumes from the catch-up checkpoint (nothing to do) and starts polling
    state.handledBefore = state.handled;
    handlers.state = state;
    return { pulling, caughtUpBeforeStart: state.handled };
  },

  async lagSubCollect({ ids, timeoutMs }) {
    const state = handlers.state;
    const deadline = nowMs() + timeoutMs;
    while (nowMs() < deadline && !ids.every((id) => state.seen.has(id))) await sleep(20);
    const times = ids.map((id) => state.seen.get(id) ?? null);
    await state.consumer.close().catch(() => undefined);
    await state.store.close().catch(() => undefined);
    await state.pool.end().catch(() => undefined);
    return { times, handled: state.handled - state.handledBefore };
  },

  async lagWrite({ url, writers, ratePerSec, seconds }) {
    const { pool, store } = open(url, writers + 2);
    try {
      return await steadyWriters({ writers, ratePerSec, seconds, appendOne: commandAppender(store, `lag-${randomSuffix()}`) });
    } finally {
      await store.close().catch(() => undefined);
      await pool.end().catch(() => undefined);
    }
  },
};

serve(handlers);
