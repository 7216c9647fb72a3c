#!/usr/bin/env node
// Pricing bench (issue 17, item 6), two figures measured in the same run:
//   (1) the price engine alone, in this process on one core (./engine.mjs): prices per second;
//   (2) the real API (backend/dist) on a fresh database with the demo hotels and a mark-up per
//       seeded group, with autocannon at concurrency 1 and 16:
//         (a) the hello-world route of the same app (BENCH_ROUTES=1),
//         (b) POST /markup/test for a hotel stay (availability of one hotel + the engine per rate),
//         (c) POST /markup/test for a flight fare (rules and the engine, no inventory read),
//       as ratios of (a).
// Usage: npm run bench:pricing (builds shared and the backend first); knobs: BENCH_SECONDS,
// BENCH_WARMUP_SECONDS, BENCH_CONCURRENCY (default 1,16), BENCH_WRITE=0 (print only).
import { seedDemoHotels } from '../../scripts/demo-hotels.mjs';
import {
  benchConfig,
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
import { ENGINE_TARGET_PER_SEC, engineTable, runEngineBench } from './engine.mjs';

const CFG = benchConfig({ seconds: 10, warmupSeconds: 2 });
/** Engine >= 200,000 prices/s on one core; a quote through the API >= 30% of hello-world (issue 17). */
const TARGETS = { enginePerSec: ENGINE_TARGET_PER_SEC, at: 16, overHello: 0.3 };

/** A mark-up for each seeded group (B2C, STANDARD, GOLD), so every quote selects one among several. */
async function pricingData(call, token) {
  const groups = await call('GET', '/markup/GetAllMarkupGroupList?activeOnly=true', { token });
  const hotels = await call('POST', '/bo/RWTDIYHotel/getHotelList', {
    token,
    body: { search: 'DEMO-', pageSize: 50, curPageIndex: 1 },
  });
  const b2c = groups.find((g) => g.customerType === 'B2C' && g.isDefault);
  if (!b2c) throw new Error('no default B2C group: the pricing seed did not run');
  for (const [i, g] of groups.entries()) {
    for (const productType of ['hotel', 'flight']) {
      await call('POST', '/markup/Create', {
        token,
        body: {
          name: `Bench ${productType} ${g.code}`,
          productType,
          markupGroupListID: g.markupGroupListID,
          customerType: g.customerType,
          basedOn: 'PERCENTAGE',
          feeBasis: 0,
          sameForAll: true,
          rows: [{ value: 1000 + i * 250, maintenanceFee: 100 }],
          validFrom: malaysianDay(-30),
        },
      });
    }
  }
  return { hotelIDs: hotels.items.map((h) => h.hotelID) };
}

function buildTable(res) {
  const at = (phase, f) => CFG.levels.map((c) => f(res.phases[phase][`c${c}`], c));
  const both = (p) => `${p.latencyMs.p50} / ${p.latencyMs.p99}`;
  const ratio = (phase) => at(phase, (p, c) => fmt(r2(p.okPerSec / res.phases.hello[`c${c}`].okPerSec)));
  return table(
    ['figure', ...CFG.levels.map((c) => `c${c}`)],
    [
      ['hello-world GET (requests/s)', ...at('hello', (p) => fmt(p.okPerSec))],
      ['hello-world p50 / p99 (ms)', ...at('hello', both)],
      ['hotel quote (quotes/s)', ...at('hotelQuote', (p) => fmt(p.okPerSec))],
      ['hotel quote / hello-world', ...ratio('hotelQuote')],
      ['hotel quote p50 / p99 (ms)', ...at('hotelQuote', both)],
      ['flight quote (quotes/s)', ...at('flightQuote', (p) => fmt(p.okPerSec))],
      ['flight quote / hello-world', ...ratio('flightQuote')],
      ['flight quote p50 / p99 (ms)', ...at('flightQuote', both)],
      [
        'non-2xx + errors (hotel, flight)',
        ...CFG.levels.map(
          (c) =>
            `${fmt(res.phases.hotelQuote[`c${c}`].non2xx + res.phases.hotelQuote[`c${c}`].errors)}, ${fmt(res.phases.flightQuote[`c${c}`].non2xx + res.phases.flightQuote[`c${c}`].errors)}`,
        ),
      ],
    ],
  );
}

function targets(res) {
  const out = [...res.engine.targets];
  const hello = res.phases.hello[`c${TARGETS.at}`];
  for (const [phase, label] of [
    ['hotelQuote', 'hotel quote'],
    ['flightQuote', 'flight quote'],
  ]) {
    const p = res.phases[phase][`c${TARGETS.at}`];
    if (!p || !hello) continue;
    const ratio = r2(p.okPerSec / hello.okPerSec);
    out.push({
      name: `${label} c${TARGETS.at}: >= ${TARGETS.overHello * 100}% of hello-world`,
      value: ratio,
      goal: `>= ${TARGETS.overHello}`,
      pass: ratio >= TARGETS.overHello && p.non2xx + p.errors === 0,
    });
  }
  return out;
}

async function main() {
  const t0 = Date.now();
  // The engine first, while the machine is quiet (no API yet).
  log('engine alone');
  const engine = await runEngineBench();
  const bench = await startBenchApi({ name: 'bench_pricing', logLevel: CFG.logLevel });
  try {
    const machine = await machineFacts(bench.postgres);
    const token = await bench.signIn();
    await seedDemoHotels({ call: bench.call, token, log });
    const { hotelIDs } = await pricingData(bench.call, token);
    const hotelBody = (n) => {
      const checkIn = 8 + ((n * 5) % 200);
      return {
        productType: 'hotel',
        hotelID: hotelIDs[n % hotelIDs.length],
        checkIn: malaysianDay(checkIn),
        checkOut: malaysianDay(checkIn + 2),
        adults: 2,
        foreignGuests: n % 2 === 0,
      };
    };
    const flightBody = (n) => ({
      productType: 'flight',
      supplierCost: 20_000 + (n % 500) * 100,
      currencyCode: 'MYR',
      cabinClass: 'ECONOMY',
      tickets: 1 + (n % 3),
      segments: 1 + (n % 2),
    });
    // What is measured answers real breakdowns.
    const sample = await bench.call('POST', '/markup/test', { token, body: hotelBody(1) });
    const lines = sample.options[0]?.breakdown.lines.map((l) => l.kind) ?? [];
    log(`one hotel quote answers ${sample.options.length} options; lines ${lines.join(', ')}`);
    if (!lines.includes('MARKUP')) throw new Error('the sample quote has no mark-up line: the data or the quote is wrong');

    const phases = { hello: {}, hotelQuote: {}, flightQuote: {} };
    const timing = { seconds: CFG.seconds, warmupSeconds: CFG.warmupSeconds };
    for (const c of CFG.levels) {
      phases.hello[`c${c}`] = await measure('hello-world', helloOpts(bench.base), c, timing);
      phases.hotelQuote[`c${c}`] = await measure(
        'hotel quote',
        postOpts(bench.base, token, '/markup/test', hotelBody),
        c,
        timing,
      );
      phases.flightQuote[`c${c}`] = await measure(
        'flight quote',
        postOpts(bench.base, token, '/markup/test', flightBody),
        c,
        timing,
      );
    }
    const res = { engine, phases, config: CFG, targetsGoal: TARGETS, machine, sample: { options: sample.options.length, lines } };
    res.targets = targets(res);
    res.allTargetsPass = res.targets.every((t) => t.pass);
    res.durationSeconds = Math.round((Date.now() - t0) / 1000);

    const head =
      `Last run: ${machine.date} — ${machine.nproc} cores (${machine.cpuModel}), Node ${machine.node}, PostgreSQL ${machine.postgres}. ` +
      `API: the 4 demo hotels, ${sample.options.length} sellable rates in a hotel quote, 2 mark-ups per seeded group; ` +
      `autocannon ${CFG.seconds} s per figure after ${CFG.warmupSeconds} s of warm-up, API log level ${CFG.logLevel}.`;
    const w = engine.workload;
    const engineHead =
      `Engine alone (in the bench process, one core, before the API starts): ${w.markups} mark-ups, ${w.serviceFees} service fees, ` +
      `${w.systemFees} system fees, ${w.requests} varied requests (a mark-up applies to ${w.percentWith.markup}%, ${w.linesPerSale} lines per sale); ` +
      `${engine.config.rounds} rounds of ${engine.config.seconds} s.`;
    const engineFigures = engineTable(engine);
    const figures = buildTable(res);
    const conditions = `Conditions: 1-min load average ${load1()} at the end, on ${machine.nproc} cores shared by the API, PostgreSQL, Redis and the bench's own client.`;
    console.log(
      `\nPricing bench\n\n${engineHead}\n\n${engineFigures}\n\n${head}\n${conditions}\n\n${figures}\n\n${targetTable(res.targets)}\n\nTook ${res.durationSeconds}s.`,
    );
    await publishResults(
      CFG.writeResults,
      'pricing',
      res,
      ['', engineHead, '', engineFigures, '', head, conditions, '', figures, '', targetTable(res.targets), ''],
      '## Pricing\n\nRun `npm run bench:pricing`.',
    );
  } finally {
    await bench.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
