#!/usr/bin/env node
// Hotel availability bench: the real API (backend/dist) on a fresh database filled by ./generate.mjs
// (2,000 hotels x 5 room types x 365 days over 20 destinations by default), then with autocannon
//   (a) the hello-world route of the same app (BENCH_ROUTES=1),
//   (b) POST searchAvailability for one destination, 3 nights, 2 adults: its first page (20 hotels
//       by cheapest offer; destinations and check-in dates rotate over the year so no two
//       consecutive requests read the same rows),
// at concurrency 1 and 16: p50/p99, throughput, and (b) as a ratio of (a) measured in the same run.
// Usage: npm run bench:hotel-availability (builds shared and the backend first); docs/performance.md,
// section "Hotel availability", lists the knobs (BENCH_HOTELS, BENCH_SECONDS, ...).
import { DESTINATIONS, FULL, generate } from './generate.mjs';
import {
  benchConfig,
  env,
  fmt,
  helloOpts,
  load1,
  log,
  machineFacts,
  malaysianDay,
  measure,
  postOpts,
  publishResults,
  r2,
  startBenchApi,
  table,
  targetTable,
} from '../support/api-bench.mjs';

const CFG = {
  size: {
    hotels: env('BENCH_HOTELS', FULL.hotels),
    roomTypes: env('BENCH_ROOM_TYPES', FULL.roomTypes),
    days: env('BENCH_DAYS', FULL.days),
  },
  ...benchConfig({ seconds: 10, warmupSeconds: 2 }),
};
/** Search p99 <= 50 ms at c16 and >= 25% of hello-world's throughput at c16 (issue 26, the paged contract). */
const TARGETS = { at: 16, p99Ms: 50, overHello: 0.25 };

function searchOpts(base, token) {
  // Check-ins from 8 days ahead (past the longest release) to well inside the year of allotment.
  const spread = Math.max(1, Math.min(300, CFG.size.days - 12));
  return postOpts(base, token, '/bo/RWTDIYHotel/searchAvailability', (n) => {
    const checkIn = 8 + ((n * 7) % spread);
    return {
      destination: DESTINATIONS[n % DESTINATIONS.length],
      checkIn: malaysianDay(checkIn),
      checkOut: malaysianDay(checkIn + 3),
      adults: 2,
    };
  });
}

function buildTable(res) {
  const at = (phase, f) => CFG.levels.map((c) => f(res.phases[phase][`c${c}`], c));
  const both = (p) => `${p.latencyMs.p50} / ${p.latencyMs.p99}`;
  return table(
    ['figure', ...CFG.levels.map((c) => `c${c}`)],
    [
      ['hello-world GET (requests/s)', ...at('hello', (p) => fmt(p.okPerSec))],
      ['hello-world p50 / p99 (ms)', ...at('hello', both)],
      ['searchAvailability (searches/s)', ...at('search', (p) => fmt(p.okPerSec))],
      ['searchAvailability / hello-world', ...at('search', (p, c) => fmt(r2(p.okPerSec / res.phases.hello[`c${c}`].okPerSec)))],
      ['searchAvailability p50 / p99 (ms)', ...at('search', both)],
      ['searchAvailability non-2xx + errors', ...at('search', (p) => fmt(p.non2xx + p.errors))],
    ],
  );
}

function targets(res) {
  const p = res.phases.search[`c${TARGETS.at}`];
  const hello = res.phases.hello[`c${TARGETS.at}`];
  if (!p || !hello) return [];
  const ratio = r2(p.okPerSec / hello.okPerSec);
  return [
    {
      name: `search c${TARGETS.at}: p99 <= ${TARGETS.p99Ms} ms`,
      value: p.latencyMs.p99,
      goal: `<= ${TARGETS.p99Ms}`,
      pass: p.latencyMs.p99 <= TARGETS.p99Ms && p.non2xx + p.errors === 0,
    },
    {
      name: `search c${TARGETS.at}: >= ${TARGETS.overHello * 100}% of hello-world`,
      value: ratio,
      goal: `>= ${TARGETS.overHello}`,
      pass: ratio >= TARGETS.overHello,
    },
  ];
}

function conditions(res) {
  const loads = [
    res.machine.loadAvgAtStart[0],
    ...Object.values(res.phases).flatMap((p) => Object.values(p).flatMap((x) => [x.loadAvg1m.before, x.loadAvg1m.after])),
  ];
  return `Conditions: 1-min load average ${Math.min(...loads)}–${Math.max(...loads)} on ${res.machine.nproc} cores, shared by the API, PostgreSQL, Redis, the bench's own client (autocannon, in the bench process) and whatever else ran on the machine.`;
}

async function main() {
  const t0 = Date.now();
  let generated;
  let generateSeconds;
  const bench = await startBenchApi({
    name: 'bench_hotels',
    logLevel: CFG.logLevel,
    prepare: async (db) => {
      const started = Date.now();
      log(`generating ${CFG.size.hotels} hotels x ${CFG.size.roomTypes} room types x ${CFG.size.days} days`);
      generated = await generate(db, CFG.size, log);
      generateSeconds = Math.round((Date.now() - started) / 1000);
    },
  });
  try {
    const machine = await machineFacts(bench.postgres);
    const token = await bench.signIn();
    // A sanity check of what is measured: a search answers hotels with rates.
    const sample = await bench.call('POST', '/bo/RWTDIYHotel/searchAvailability', {
      token,
      body: { destination: DESTINATIONS[0], checkIn: malaysianDay(20), checkOut: malaysianDay(23), adults: 2 },
    });
    const answer = {
      hotels: sample.hotels.length,
      total: sample.total,
      rates: sample.hotels.reduce((n, h) => n + h.rooms.reduce((m, r) => m + r.rates.length, 0), 0),
      bytes: JSON.stringify(sample).length,
    };
    log(`one search answers ${answer.hotels} of ${answer.total} hotels, ${answer.rates} rates, ${answer.bytes} bytes`);
    if (answer.rates === 0) throw new Error('the sample search answered no rates: the data or the search is wrong');

    const phases = { hello: {}, search: {} };
    const timing = { seconds: CFG.seconds, warmupSeconds: CFG.warmupSeconds };
    for (const c of CFG.levels) {
      phases.hello[`c${c}`] = await measure('hello-world', helloOpts(bench.base), c, timing);
      phases.search[`c${c}`] = await measure('searchAvailability', searchOpts(bench.base, token), c, timing);
    }
    const res = { phases, config: CFG, targetsGoal: TARGETS, machine, generated, generateSeconds, answer, durationSeconds: 0 };
    res.targets = targets(res);
    res.allTargetsPass = res.targets.every((t) => t.pass);
    res.durationSeconds = Math.round((Date.now() - t0) / 1000);

    const head =
      `Last run: ${machine.date} — ${machine.nproc} cores (${machine.cpuModel}), Node ${machine.node}, PostgreSQL ${machine.postgres}; ` +
      `${fmt(generated.hotels)} hotels, ${fmt(generated.rooms)} room types, ${fmt(generated.room_rates)} rates, ${fmt(generated.inventory_days)} inventory days, ${fmt(generated.sellable_days)} sellable days ` +
      `(generated in ${generateSeconds} s); one search judges about ${answer.total} hotels and answers ${answer.hotels} of them, ${answer.rates} rates (${fmt(answer.bytes)} bytes); ` +
      `autocannon ${CFG.seconds} s per figure after ${CFG.warmupSeconds} s of warm-up, API log level ${CFG.logLevel}.`;
    const figures = buildTable(res);
    console.log(
      `\nHotel availability bench\n\n${head}\n${conditions(res)}\n\n${figures}\n\n${targetTable(res.targets)}\n\nTook ${res.durationSeconds}s (load ${load1()}).`,
    );
    await publishResults(
      CFG.writeResults,
      'hotel-availability',
      res,
      ['', head, conditions(res), '', figures, '', targetTable(res.targets), ''],
      '## Hotel availability\n\nRun `npm run bench:hotel-availability`.',
    );
  } finally {
    await bench.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
