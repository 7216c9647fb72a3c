#!/usr/bin/env node
// Event-store bench: pgbench baseline, our store, and emmett-postgresql (the peer), all in one run on
// the same PostgreSQL, each in a fresh database that is dropped at the end.
// Usage: npm run bench:event-store   (builds shared and backend/dist first; env knobs at the top of this
// file; see docs/performance.md)
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
// 1-minute load average (load1): other tenants of this machine show up there (2 cores are easily shared).
import { env, load1, log, machineFacts as hostFacts, r2, repo, writeResults } from '../support/api-bench.mjs';
import { writeBenchBlock } from '../support/performance-doc.mjs';
import { summarize } from '../support/stats.mjs';
import { eventData, randomSuffix, spawnWorker } from './lib.mjs';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const PG_HOST = process.env.BENCH_PG_HOST ?? '127.0.0.1';
const PG_PORT = process.env.BENCH_PG_PORT ?? '5432';
const PG_USER = process.env.BENCH_PG_USER ?? 'postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const CFG = {
  pgbench: { clients: 16, threads: 2, seconds: env('BENCH_PGBENCH_SECONDS', 10) },
  appendSeconds: env('BENCH_APPEND_SECONDS', 6),
  appendLevels: [1, 16, 64],
  totalEvents: env('BENCH_EVENTS', 200_000),
  seedBatch: 10,
  seedConcurrency: 16,
  readBatch: 1000, // the subscription runner default
  // The peer's catch-up is slow (a checkpoint statement per event): its rate is taken over at most this long.
  catchupTimeoutMs: env('BENCH_PEER_CATCHUP_TIMEOUT_MS', 30_000),
  readAllTimeoutMs: env('BENCH_PEER_READALL_TIMEOUT_MS', 20_000),
  lag: {
    writers: 4,
    ratePerSec: env('BENCH_LAG_RATE', 300),
    seconds: env('BENCH_LAG_SECONDS', 10),
    pollMs: 500,
    neighbours: env('BENCH_LAG_NEIGHBOURS', 4),
  },
  peerLagPulling: { batchSize: 100, pullingFrequencyInMs: 50 }, // emmett's defaults
};
const TARGETS = { appendC16OverPgbench: 0.4, catchupEventsPerSec: 50_000, lagP99Ms: 25, overPeer: 5 };

const urlFor = (db) => `postgres://${PG_USER}@${PG_HOST}:${PG_PORT}/${db}`;
const admin = new pg.Client({ connectionString: urlFor('postgres') });
const suffix = randomSuffix();
const DBS = { pgbench: `bench_es_${suffix}_pgbench`, ours: `bench_es_${suffix}_ours`, peer: `bench_es_${suffix}_peer` };

async function machineFacts() {
  const q = async (sql) => (await admin.query(sql)).rows;
  const settings = Object.fromEntries(
    (
      await q(`SELECT name, setting || coalesce(unit, '') AS v FROM pg_settings
                WHERE name IN ('shared_buffers','synchronous_commit','fsync','wal_level','max_connections','commit_delay','jit')`)
    ).map((r) => [r.name, r.v]),
  );
  const otherActive = (
    await q(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE backend_type = 'client backend'
              AND pid <> pg_backend_pid() AND state <> 'idle'`)
  )[0].n;
  const tryRun = async (cmd, args) => (await run(cmd, args).catch(() => ({ stdout: '' }))).stdout.trim();
  return {
    ...(await hostFacts((await q(`SHOW server_version`))[0].server_version)),
    postgresSettings: settings,
    otherActiveSessionsAtStart: otherActive,
    pgbench: await tryRun('pgbench', ['--version']),
    redis: (await tryRun('redis-cli', ['-u', REDIS_URL, 'INFO', 'server'])).match(/redis_version:(\S+)/)?.[1] ?? null,
    gitCommit: (await tryRun('git', ['-C', repo, 'rev-parse', '--short', 'HEAD'])) || null,
    note: 'PostgreSQL, Node (bench + stores) and Redis share the same machine.',
  };
}

async function pgbenchBaseline() {
  const url = urlFor(DBS.pgbench);
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(`CREATE TABLE bench_rows (id bigserial PRIMARY KEY, data jsonb NOT NULL)`);
  await c.end();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-es-'));
  const script = path.join(dir, 'insert.sql');
  const payload = JSON.stringify(eventData(1)).replace(/'/g, "''");
  await writeFile(script, `INSERT INTO bench_rows (data) VALUES ('${payload}'::jsonb);\n`);
  const { clients, threads, seconds } = CFG.pgbench;
  try {
    const { stdout } = await run(
      'pgbench',
      [
        '-h',
        PG_HOST,
        '-p',
        PG_PORT,
        '-U',
        PG_USER,
        '-c',
        String(clients),
        '-j',
        String(threads),
        '-T',
        String(seconds),
        '-n',
        '-f',
        script,
        DBS.pgbench,
      ],
      { maxBuffer: 1 << 20 },
    );
    const tps = Number(stdout.match(/tps = ([\d.]+) \(without initial connection time\)/)?.[1]);
    const latency = Number(stdout.match(/latency average = ([\d.]+) ms/)?.[1]);
    if (!Number.isFinite(tps)) throw new Error(`could not parse pgbench output:\n${stdout}`);
    return {
      tps: Math.round(tps),
      latencyAvgMs: latency,
      loadAvg1mAfter: load1(),
      clients,
      threads,
      seconds,
      script: 'one-row INSERT (bigserial id, ~300 B jsonb)',
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Samples, every 50 ms, write transactions (holding an xid) open in databases other than the bench's. */
function sampleForeignWriteTransactions() {
  let samples = 0;
  let withForeign = 0;
  let maxAgeMs = 0;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const { rows } = await admin.query(
        `SELECT count(*)::int AS n, coalesce(max(extract(epoch FROM clock_timestamp() - xact_start)) * 1000, 0)::float8 AS age
           FROM pg_stat_activity WHERE backend_xid IS NOT NULL AND datname NOT LIKE 'bench_es_%' AND pid <> pg_backend_pid()`,
      );
      samples++;
      if (rows[0].n > 0) withForeign++;
      maxAgeMs = Math.max(maxAgeMs, rows[0].age);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })().catch(() => undefined);
  return {
    stop: async () => {
      stopped = true;
      await loop;
    },
    result: () => ({
      samples,
      samplesWithForeignWriteTx: withForeign,
      share: r2(withForeign / Math.max(1, samples)),
      maxAgeMs: Math.round(maxAgeMs),
    }),
  };
}

/** Append->handle lag with the writer and the subscriber in two separate processes. */
async function measureLag(file, label, url, subArgs) {
  const channel = `bench:es:${suffix}:${label}:${randomUUID()}`;
  const sub = await spawnWorker(file, `${label}-subscriber`);
  const writer = await spawnWorker(file, `${label}-writer`);
  try {
    const started = await sub.call('lagSubStart', { url, channel, redisUrl: REDIS_URL, ...subArgs });
    const { writers, ratePerSec, seconds } = CFG.lag;
    const sampler = sampleForeignWriteTransactions();
    const w = await writer
      .call('lagWrite', { url, channel, redisUrl: REDIS_URL, writers, ratePerSec, seconds })
      .finally(() => sampler.stop());
    const ids = w.commits.map(([id]) => id);
    const collected = await sub.call('lagSubCollect', { ids, timeoutMs: 15_000 });
    const lags = [];
    const lagsFromCall = [];
    let missing = 0;
    w.commits.forEach(([, committedAt, calledAt], i) => {
      const handledAt = collected.times[i];
      if (handledAt === null) missing++;
      else {
        lags.push(handledAt - committedAt);
        lagsFromCall.push(handledAt - calledAt);
      }
    });
    return {
      ...started,
      writers,
      targetRatePerSec: ratePerSec,
      achievedRatePerSec: w.achievedRate,
      seconds,
      appendErrors: w.errors,
      firstAppendError: w.firstError,
      missing,
      wakesReceived: collected.wakesReceived,
      // Write transactions of OTHER databases on this server hold back pg_snapshot_xmin for every
      // database, so they delay event readers too (see docs/performance.md).
      foreignWriteTransactions: sampler.result(),
      lagMs: summarize(lags),
      // From the moment append() was called: includes the append itself, and is never negative.
      lagFromAppendCallMs: summarize(lagsFromCall),
    };
  } finally {
    await writer.close();
    await sub.close();
  }
}

async function benchStore(label, file, subArgs) {
  const url = urlFor(DBS[label]);
  const w = await spawnWorker(path.join(here, file), label);
  const loadAvg1m = { start: load1() };
  let result;
  try {
    log(`${label}: migrating`);
    await w.call('migrate', { url });
    log(
      `${label}: appends at ${CFG.appendLevels.join('/')} for ${CFG.appendSeconds}s each, seed to ${CFG.totalEvents}, read-all, catch-up`,
    );
    result = await w.call('throughput', {
      url,
      seconds: CFG.appendSeconds,
      levels: CFG.appendLevels,
      totalEvents: CFG.totalEvents,
      seedBatch: CFG.seedBatch,
      seedConcurrency: CFG.seedConcurrency,
      readBatch: CFG.readBatch,
      catchupTimeoutMs: CFG.catchupTimeoutMs,
      readAllTimeoutMs: CFG.readAllTimeoutMs,
    });
  } finally {
    await w.close();
  }
  loadAvg1m.beforeLag = load1();
  log(
    `${label}: lag, ${CFG.lag.writers} writers at ${CFG.lag.ratePerSec}/s for ${CFG.lag.seconds}s (writer and subscriber in separate processes)`,
  );
  result.lag = await measureLag(path.join(here, file), label, url, subArgs);
  if (label === 'ours' && CFG.lag.neighbours > 0) {
    log(`${label}: lag again with ${CFG.lag.neighbours} idle neighbour subscribers in the same runner`);
    result.lagWithNeighbours = await measureLag(path.join(here, file), label, url, {
      ...subArgs,
      extraSubscribers: CFG.lag.neighbours,
    });
  }
  loadAvg1m.end = load1();
  result.loadAvg1m = loadAvg1m;
  return result;
}

function figures(s, pgbenchTps) {
  return {
    appendC1EventsPerSec: s.appends.c1.eventsPerSec,
    appendC16EventsPerSec: s.appends.c16.eventsPerSec,
    appendC64EventsPerSec: s.appends.c64.eventsPerSec,
    appendC16OverPgbench: r2(s.appends.c16.eventsPerSec / pgbenchTps),
    readAllEventsPerSec: s.readAll.eventsPerSec,
    readAllSkipped: s.readAll.timedOut ? null : (s.readAll.skipped ?? 0),
    catchupEventsPerSec: s.catchup.eventsPerSec,
    catchupBatch2000EventsPerSec: s.catchupBatch2000?.eventsPerSec ?? null,
    catchupTimedOut: Boolean(s.catchup.timedOut),
    catchupSkipped: s.catchup.timedOut ? null : (s.catchup.skipped ?? 0),
    lagP50Ms: s.lag.lagMs.p50,
    lagP99Ms: s.lag.lagMs.p99,
    lagMaxMs: s.lag.lagMs.max,
    lagFromAppendCallP99Ms: s.lag.lagFromAppendCallMs.p99,
    lagMissing: s.lag.missing,
    lagWithNeighboursP99Ms: s.lagWithNeighbours?.lagMs.p99 ?? null,
  };
}

function fmt(n) {
  if (n === null || n === undefined) return 'n/a';
  if (typeof n === 'boolean') return n ? 'yes' : 'no';
  return Number.isInteger(n) ? n.toLocaleString('en-US') : String(n);
}

function buildTable(res) {
  const o = res.ours;
  const p = res.peer;
  const ratio = (a, b) => (a && b ? `${r2(a / b)}x` : 'n/a');
  const peerNote = (f) =>
    [
      f.catchupTimedOut ? `first ${fmt(res.raw.peer.catchup.handled)} only` : '',
      f.catchupSkipped ? `skipped ${fmt(f.catchupSkipped)}` : '',
    ]
      .filter(Boolean)
      .join(', ');
  const rows = [
    ['pgbench one-row INSERT, 16 clients (TPS)', fmt(res.pgbenchTps), '', ''],
    [
      'append, concurrency 1 (events/s)',
      fmt(o.appendC1EventsPerSec),
      fmt(p.appendC1EventsPerSec),
      ratio(o.appendC1EventsPerSec, p.appendC1EventsPerSec),
    ],
    [
      'append, concurrency 16 (events/s)',
      fmt(o.appendC16EventsPerSec),
      fmt(p.appendC16EventsPerSec),
      ratio(o.appendC16EventsPerSec, p.appendC16EventsPerSec),
    ],
    [
      'append, concurrency 64 (events/s)',
      fmt(o.appendC64EventsPerSec),
      fmt(p.appendC64EventsPerSec),
      ratio(o.appendC64EventsPerSec, p.appendC64EventsPerSec),
    ],
    ['append c16 / pgbench TPS', fmt(o.appendC16OverPgbench), fmt(p.appendC16OverPgbench), ''],
    [
      `read-all, ${fmt(res.raw.ours.totalEvents)} events, batch ${CFG.readBatch} (events/s)`,
      fmt(o.readAllEventsPerSec),
      fmt(p.readAllEventsPerSec) +
        (res.raw.peer.readAll.timedOut
          ? ` (first ${fmt(res.raw.peer.readAll.events)} only)`
          : p.readAllSkipped
            ? ` (skipped ${fmt(p.readAllSkipped)})`
            : ''),
      ratio(o.readAllEventsPerSec, p.readAllEventsPerSec),
    ],
    [
      `catch-up from zero, checkpointed, batch ${CFG.readBatch} (events/s)`,
      fmt(o.catchupEventsPerSec),
      fmt(p.catchupEventsPerSec) + (peerNote(p) ? ` (${peerNote(p)})` : ''),
      ratio(o.catchupEventsPerSec, p.catchupEventsPerSec),
    ],
    ['catch-up, batch 2000 (events/s)', fmt(o.catchupBatch2000EventsPerSec), 'not run', ''],
    ['append->handler lag p50 (ms)', fmt(o.lagP50Ms), fmt(p.lagP50Ms), ''],
    [
      'append->handler lag p99 (ms)',
      fmt(o.lagP99Ms),
      fmt(p.lagP99Ms),
      o.lagP99Ms && p.lagP99Ms ? `peer/ours ${r2(p.lagP99Ms / o.lagP99Ms)}` : 'n/a',
    ],
    ['append->handler lag max (ms)', fmt(o.lagMaxMs), fmt(p.lagMaxMs), ''],
    ['lag p99 from append *call* (ms)', fmt(o.lagFromAppendCallP99Ms), fmt(p.lagFromAppendCallP99Ms), ''],
    ['lag phase: events never delivered', fmt(o.lagMissing), fmt(p.lagMissing), ''],
    [`lag p99 with ${CFG.lag.neighbours} idle neighbour subscribers (ms)`, fmt(o.lagWithNeighboursP99Ms), 'not run', ''],
  ];
  const head = ['figure', 'ours', 'peer (emmett-postgresql 0.42)', 'ours vs peer'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  const sep = `|${widths.map((w, i) => (i === 0 ? ':' : '') + '-'.repeat(w + (i === 0 ? 1 : 1)) + (i === 0 ? '' : ':')).join('|')}|`;
  return [line(head), sep, ...rows.map(line)].join('\n');
}

function targets(res) {
  const o = res.ours;
  const p = res.peer;
  const t = [];
  const add = (name, value, goal, pass) => t.push({ name, value, goal, pass: Boolean(pass) });
  add(
    'append c16 >= 40% of pgbench TPS',
    o.appendC16OverPgbench,
    `>= ${TARGETS.appendC16OverPgbench}`,
    o.appendC16OverPgbench >= TARGETS.appendC16OverPgbench,
  );
  add(
    'catch-up >= 50,000 events/s',
    o.catchupEventsPerSec,
    `>= ${TARGETS.catchupEventsPerSec}`,
    o.catchupEventsPerSec >= TARGETS.catchupEventsPerSec,
  );
  add(
    'lag p99 <= 25 ms',
    o.lagP99Ms,
    `<= ${TARGETS.lagP99Ms}`,
    o.lagP99Ms !== null && o.lagP99Ms <= TARGETS.lagP99Ms && o.lagMissing === 0,
  );
  const catchupRatio = p.catchupEventsPerSec ? r2(o.catchupEventsPerSec / p.catchupEventsPerSec) : null;
  add('catch-up >= 5x peer', catchupRatio, `>= ${TARGETS.overPeer}`, catchupRatio !== null && catchupRatio >= TARGETS.overPeer);
  const lagRatio = o.lagP99Ms && p.lagP99Ms ? r2(p.lagP99Ms / o.lagP99Ms) : null;
  add('lag: peer p99 / ours >= 5', lagRatio, `>= ${TARGETS.overPeer}`, lagRatio !== null && lagRatio >= TARGETS.overPeer);
  return t;
}

/** What else the machine was doing: the figures only mean something next to this. */
function conditions(res) {
  const loads = [
    res.machine.loadAvgAtStart[0],
    res.raw.pgbench.loadAvg1mAfter,
    ...Object.values(res.raw.ours.loadAvg1m),
    ...Object.values(res.raw.peer.loadAvg1m),
  ];
  const fw = res.raw.ours.lag.foreignWriteTransactions;
  return (
    `Conditions: 1-min load average ${Math.min(...loads)}–${Math.max(...loads)} on ${res.machine.nproc} cores; ` +
    `during our lag phase a write transaction of another database was open in ${Math.round(fw.share * 100)}% of 50 ms samples (longest ${fw.maxAgeMs} ms).`
  );
}

async function updateDoc(res, table, targetRows) {
  const lines = [
    `Last run: ${res.machine.date} — ${res.machine.nproc} cores (${res.machine.cpuModel}), Node ${res.machine.node}, PostgreSQL ${res.machine.postgres}, ${res.raw.ours.totalEvents.toLocaleString('en-US')} events.`,
    conditions(res),
    '',
    table,
    '',
    '| target | measured | goal | result |',
    '|:--|--:|--:|:--|',
    ...targetRows.map((t) => `| ${t.name} | ${fmt(t.value)} | ${t.goal} | ${t.pass ? 'PASS' : 'FAIL'} |`),
  ];
  const section = '## Event store\n\nRun `npm run bench:event-store`.';
  await writeBenchBlock(path.join(repo, 'docs/performance.md'), 'event-store', lines, section);
}

async function main() {
  const t0 = Date.now();
  await admin.connect();
  const machine = await machineFacts();
  for (const db of Object.values(DBS)) await admin.query(`CREATE DATABASE ${db}`);
  log(`databases ${Object.values(DBS).join(', ')}`);
  try {
    log(`pgbench: -c 16 -j 2 -T ${CFG.pgbench.seconds} one-row INSERT`);
    const pgbench = await pgbenchBaseline();
    log(`pgbench: ${pgbench.tps} TPS`);
    const ours = await benchStore('ours', 'ours.mjs', { pollMs: CFG.lag.pollMs });
    log(`ours: done`);
    const peer = await benchStore('peer', 'peer.mjs', { pulling: CFG.peerLagPulling });
    log(`peer: done`);

    const res = {
      pgbenchTps: pgbench.tps,
      ...figures(ours, pgbench.tps),
      peer: figures(peer, pgbench.tps),
      raw: { pgbench, ours, peer },
      config: CFG,
      machine,
      durationSeconds: 0,
    };
    res.ours = figures(ours, pgbench.tps);
    res.targets = targets(res);
    res.allTargetsPass = res.targets.every((t) => t.pass);
    res.durationSeconds = Math.round((Date.now() - t0) / 1000);

    const table = buildTable(res);
    console.log(
      `\nEvent store bench — ${machine.date}, ${machine.nproc} cores, Node ${machine.node}, PostgreSQL ${machine.postgres}\n`,
    );
    console.log(conditions(res) + '\n');
    console.log(table);
    console.log('\nTargets:');
    for (const t of res.targets) console.log(`  ${t.pass ? 'PASS' : 'FAIL'}  ${t.name}: ${fmt(t.value)} (goal ${t.goal})`);
    console.log(`\nTook ${res.durationSeconds}s.`);

    const { ours: _ours, ...json } = res;
    await writeResults('event-store', json);
    await updateDoc(res, table, res.targets);
    log('wrote bench/results/event-store.json and the table in docs/performance.md');
  } finally {
    for (const db of Object.values(DBS)) {
      await admin.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`).catch((e) => log(`could not drop ${db}: ${e.message}`));
    }
    await admin.end();
  }
}

process.on('SIGINT', () => {
  log('interrupted: dropping bench databases');
  const c = new pg.Client({ connectionString: urlFor('postgres') });
  c.connect()
    .then(() =>
      Promise.all(Object.values(DBS).map((db) => c.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`).catch(() => undefined))),
    )
    .finally(() => process.exit(130));
});

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
