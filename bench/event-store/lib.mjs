// Shared helpers for the event-store bench: payloads, timed append loops and the
// parent <-> child-process call protocol (clocks and summaries: ../support/stats.mjs). No
// event-store code is loaded here.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { nowMs, sleep, summarize } from '../support/stats.mjs';

/** Roughly 300 bytes of JSON, the same shape for our store, the peer and pgbench. */
export function eventData(i) {
  return {
    bookingId: `bk-${i}`,
    organizationId: '6b1f2c1e-2d7a-4b53-9a55-6c1a3b7e9d10',
    amount: { value: 125000 + (i % 1000), currency: 'MYR' },
    status: 'confirmed',
    travellers: [
      { name: 'Aisyah binti Ahmad', passport: 'A12345678' },
      { name: 'Tan Wei Ming', passport: 'K98765432' },
    ],
    note: 'bench event payload',
  };
}

export const eventMetadata = (i) => ({
  actorId: '0d4c6b43-0f0c-4a0b-9f11-5a1b6c9e2f33',
  correlationId: `corr-${i}`,
  commandId: `cmd-${i}`,
});

export const randomSuffix = () => randomBytes(4).toString('hex');

/**
 * The append figures of one store: at each concurrency `c` of `levels`, `seconds` of single-event
 * appends by `appenderFor(c)` (a command appender: `(worker, seq)` appends one event), by `c`.
 */
export async function appendsPerLevel(levels, seconds, appenderFor) {
  const appends = {};
  for (const c of levels) {
    const appendOne = appenderFor(c);
    appends[`c${c}`] = await timedConcurrentAppends({
      concurrency: c,
      seconds,
      appendOne: async (w, seq) => (await appendOne(w, seq), 1),
    });
  }
  return appends;
}

/**
 * Tops the log up to `totalEvents` (seed, not measured as a figure): streams `seed-<s>` of `batch`
 * events (eventData) each, by `concurrency` writers at once; `appendStream(s, data)` appends stream
 * s's new stream of `data` payloads, `count()` counts the log. Answers the seed's figures and the
 * log's size after it.
 */
export async function seedTo({ totalEvents, count, batch, concurrency, appendStream }) {
  const before = await count();
  let remaining = totalEvents - before;
  const seedStart = nowMs();
  let streamNo = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (remaining > 0) {
        const n = Math.min(batch, remaining);
        remaining -= n;
        const s = streamNo++;
        await appendStream(
          s,
          Array.from({ length: n }, (_, i) => eventData(s * batch + i)),
        );
      }
    }),
  );
  const total = await count();
  return { seed: { events: total - before, seconds: (nowMs() - seedStart) / 1000, eventsPerAppend: batch }, totalEvents: total };
}

/**
 * Runs one append worker loop per concurrency slot until `seconds` elapse (after `warmupSeconds`
 * that are not counted). `appendOne(worker, seq)` performs one append and returns the number of
 * events it wrote. Returns events/s and per-append latency.
 */
export async function timedConcurrentAppends({ concurrency, seconds, warmupSeconds = 0.5, appendOne }) {
  const start = nowMs();
  const measureFrom = start + warmupSeconds * 1000;
  const deadline = measureFrom + seconds * 1000;
  let events = 0;
  let appends = 0;
  let errors = 0;
  let firstError;
  const latencies = [];
  const worker = async (w) => {
    for (let seq = 0; ; seq++) {
      const t0 = nowMs();
      if (t0 >= deadline) return;
      try {
        const n = await appendOne(w, seq);
        const t1 = nowMs();
        if (t0 >= measureFrom && t1 <= deadline) {
          events += n;
          appends++;
          latencies.push(t1 - t0);
        }
      } catch (error) {
        errors++;
        firstError ??= String(error?.message ?? error);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, w) => worker(w)));
  return {
    concurrency,
    seconds,
    events,
    appends,
    eventsPerSec: Math.round(events / seconds),
    errors,
    firstError,
    appendLatencyMs: summarize(latencies),
  };
}

/**
 * Steady-rate writers for the lag figure: `writers` loops, each on its own fixed schedule of
 * rate/writers appends per second. `appendOne(writer, seq)` returns the event id it appended;
 * the commit time is taken right after the append call returns.
 */
export async function steadyWriters({ writers, ratePerSec, seconds, appendOne }) {
  const interval = (1000 * writers) / ratePerSec;
  const commits = [];
  let errors = 0;
  let firstError;
  const start = nowMs() + 50;
  const loop = async (w) => {
    const offset = (interval * w) / writers;
    for (let seq = 0; ; seq++) {
      const due = start + offset + seq * interval;
      if (due > start + seconds * 1000) return;
      await sleep(due - nowMs());
      try {
        const calledAt = nowMs();
        const id = await appendOne(w, seq);
        commits.push([id, nowMs(), calledAt]);
      } catch (error) {
        errors++;
        firstError ??= String(error?.message ?? error);
      }
    }
  };
  await Promise.all(Array.from({ length: writers }, (_, w) => loop(w)));
  return { commits, errors, firstError, achievedRate: Math.round(commits.length / seconds) };
}

/** In a child process: answer the parent's `{ id, cmd, args }` calls with `handlers[cmd](args)`. */
export function serve(handlers) {
  process.on('message', async ({ id, cmd, args }) => {
    try {
      const result = await handlers[cmd](args);
      process.send({ id, ok: true, result });
    } catch (error) {
      process.send({ id, ok: false, error: String(error?.stack ?? error) });
    }
  });
  // The parent closes the channel when it is done with this worker (or dies): exit then.
  process.on('disconnect', () => process.exit(0));
  process.send({ ready: true });
}

/** In the parent: fork a worker script and call its handlers. */
export async function spawnWorker(file, label) {
  const child = fork(file, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const pending = new Map();
  let nextId = 1;
  let exited = false;
  child.on('message', (msg) => {
    if (msg.ready) return;
    const p = pending.get(msg.id);
    if (!p) return;
    pending.delete(msg.id);
    if (msg.ok) p.resolve(msg.result);
    else p.reject(new Error(`${label}: ${msg.error}`));
  });
  child.on('exit', (code) => {
    exited = true;
    for (const p of pending.values()) p.reject(new Error(`${label} exited with code ${code}`));
    pending.clear();
  });
  await new Promise((resolve, reject) => {
    child.once('message', (m) => (m.ready ? resolve() : reject(new Error(`${label}: unexpected first message`))));
    child.once('exit', (code) => reject(new Error(`${label} exited with code ${code} before it was ready`)));
  });
  return {
    call(cmd, args) {
      if (exited) return Promise.reject(new Error(`${label} is not running`));
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        child.send({ id, cmd, args });
      });
    },
    async close() {
      if (exited) return;
      const done = new Promise((resolve) => child.once('exit', resolve));
      child.disconnect();
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await done;
      clearTimeout(timer);
    },
  };
}
