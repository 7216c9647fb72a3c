#!/usr/bin/env node
// Price engine bench: priceSale (backend/dist/modules/pricing/engine) alone, on one core, no I/O:
// how many sales it prices per second against realistic rule lists (200 mark-ups over 10 groups x
// 5 products, 20 service-fee setups, 4 system fees) and varied requests, after a warm-up, over
// several timed rounds; then the latency of one price, each call timed alone. Target (issue
// "Pricing", item 4): >= 200,000 prices/s.
// Usage: npm run bench:pricing-engine (builds shared and the backend first), or `node
// bench/pricing/engine.mjs` on a built tree; BENCH_BACKEND_DIST points at another build. Knobs:
// BENCH_ENGINE_ROUNDS (5), BENCH_ENGINE_SECONDS per round (3), BENCH_ENGINE_WARMUP_SECONDS (2).
// bench/pricing/run.mjs calls runEngineBench() and writes the results; this file prints only.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { env, fmt, log, machineFacts, repo, table, targetTable } from '../support/api-bench.mjs';
import { nowMs, percentile } from '../support/stats.mjs';

/** Prices per second of the engine alone, on one core. */
export const ENGINE_TARGET_PER_SEC = 200_000;

const PRODUCTS = ['flight', 'hotel', 'themePark', 'cableCar', 'Cruise'];
const CABINS = ['BUSINESS', 'ECONOMY', 'FIRST', 'PREMIUM_ECONOMY'];
const PAYMENTS = ['BANK_TRANSFER', 'CASH', 'CREDIT', 'CHEQUE', 'CARD', 'EWALLET', 'IPAY88_FPX', 'PREBUY'];
const GROUPS = Array.from({ length: 10 }, (_, i) => `group-${i}`);

/** A small seeded generator (mulberry32), so every run prices the same workload. */
function random(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  const pick = (list) => list[Math.floor(next() * list.length)];
  return { next, int, pick, chance: (p) => next() < p };
}

const day = (r, year) => `${year}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`;

/**
 * The rules a buyer's quote reads: 200 mark-up versions, 4 per group and product (customer type,
 * payment type, rows by star rating or cabin class, validity, versions and activity varied), one
 * service-fee setup per product, channel and currency (20), and the four system fee types.
 */
export function engineRules(seed = 1) {
  const r = random(seed);
  const markups = [];
  for (let i = 0; i < 200; i++) {
    const productType = PRODUCTS[Math.floor(i / 10) % 5];
    const percentage = r.chance(0.7);
    const value = () => (percentage ? r.int(300, 2_500) : r.int(500, 5_000));
    const row = (over) => ({
      cabinClass: null,
      starRating: null,
      value: value(),
      serviceFee: r.chance(0.4) ? r.int(0, 1_000) : null,
      maintenanceFee: r.chance(0.3) ? r.int(50, 500) : 0,
      ...over,
    });
    const specific = (productType === 'hotel' || productType === 'flight') && r.chance(0.5);
    const validFrom = day(r, r.pick([2025, 2026]));
    markups.push({
      markupId: `markup-${String(i % 150).padStart(3, '0')}`,
      // The last 50 are later versions of the first 50's mark-ups.
      version: i < 150 ? r.int(1, 3) : r.int(4, 6),
      name: `Mark-up ${i}`,
      productType,
      markupGroupId: GROUPS[i % 10],
      customerType: r.chance(0.6) ? 'B2B' : 'B2C',
      basedOn: percentage ? 'PERCENTAGE' : 'AMOUNT',
      feeBasis: r.int(0, 2),
      paymentType: r.chance(0.7) ? 'ANY' : r.pick(PAYMENTS),
      sameForAll: !specific,
      rows: !specific
        ? [row({})]
        : productType === 'hotel'
          ? [1, 2, 3, 4, 5].map((starRating) => row({ starRating }))
          : CABINS.map((cabinClass) => row({ cabinClass })),
      validFrom,
      validTo: r.chance(0.7) ? null : day(r, 2026),
      active: r.chance(0.9),
    });
  }
  const serviceFees = [];
  for (const productType of PRODUCTS)
    for (const channel of ['B2B', 'B2C'])
      for (const currencyCode of ['MYR', 'SGD']) {
        const percentage = r.chance(0.4);
        serviceFees.push({
          serviceFeeId: `service-fee-${serviceFees.length}`,
          version: r.int(1, 3),
          productType,
          channel,
          currencyCode,
          feeBasis: r.int(0, 2),
          basedOn: percentage ? 'PERCENTAGE' : 'AMOUNT',
          value: percentage ? r.int(100, 800) : r.int(200, 2_000),
          validFrom: '2025-01-01',
          validTo: null,
          active: true,
        });
      }
  const systemFees = [
    { id: 'sys-booking', feeType: 'BOOKING_FEE', currencyCode: 'MYR', basis: 'AMOUNT', value: 200, active: true },
    { id: 'sys-transaction', feeType: 'TRANSACTION_FEE', currencyCode: 'MYR', basis: 'PERCENTAGE', value: 50, active: true },
    { id: 'sys-gateway', feeType: 'PAYMENT_GATEWAY_FEE', currencyCode: 'MYR', basis: 'PERCENTAGE', value: 150, active: true },
    { id: 'sys-top-up', feeType: 'TOP_UP_FEE', currencyCode: 'MYR', basis: 'AMOUNT', value: 100, active: true },
  ];
  return { markups, serviceFees, systemFees, commissionBasisPoints: 1_000 };
}

/** `n` varied requests: every product, group (or none), customer and payment type, sizes and currencies. */
export function engineRequests(n = 4_096, seed = 2) {
  const r = random(seed);
  return Array.from({ length: n }, () => {
    const product = r.pick(PRODUCTS);
    const units =
      product === 'hotel'
        ? { rooms: r.int(1, 4), nights: r.int(1, 7) }
        : product === 'flight'
          ? { tickets: r.int(1, 6), segments: r.int(1, 4) }
          : { quantity: r.int(1, 10) };
    return {
      product,
      currencyCode: r.chance(0.9) ? 'MYR' : 'SGD',
      saleDate: day(r, 2026),
      customerType: r.chance(0.6) ? 'B2B' : 'B2C',
      markupGroupId: r.chance(0.95) ? r.pick(GROUPS) : null,
      paymentType: r.chance(0.2) ? null : r.pick(PAYMENTS),
      supplierCost: r.int(5_000, 5_000_000),
      units,
      starRating: product === 'hotel' ? r.int(1, 5) : null,
      cabinClass: product === 'flight' ? r.pick(CABINS) : null,
      foreignGuests: product === 'hotel' && r.chance(0.3),
    };
  });
}

function loadEngine(backendDist) {
  const require = createRequire(import.meta.url);
  return require(path.join(backendDist, 'modules/pricing/engine/price-engine.js'));
}

/** Prices the requests round-robin for `seconds`; the clock is read every 256 prices. */
function timedRound(priceSale, requests, rules, seconds) {
  const mask = requests.length - 1;
  let sink = 0;
  let n = 0;
  const started = nowMs();
  const until = started + seconds * 1000;
  let now = started;
  while (now < until) {
    for (let k = 0; k < 256; k++, n++) sink += priceSale(requests[n & mask], rules).total;
    now = nowMs();
  }
  return { prices: n, ms: now - started, sink };
}

/**
 * Runs the bench and answers its figures: prices/s of each round and their median, the latency
 * of one price (p50, p99, max in µs, each call timed alone: the clock's own cost, also answered, is
 * included), what the workload selected, and PASS/FAIL against ENGINE_TARGET_PER_SEC.
 */
export async function runEngineBench(opts = {}) {
  const o = {
    backendDist: path.resolve(repo, process.env.BENCH_BACKEND_DIST ?? 'backend/dist'),
    rounds: env('BENCH_ENGINE_ROUNDS', 5),
    seconds: env('BENCH_ENGINE_SECONDS', 3),
    warmupSeconds: env('BENCH_ENGINE_WARMUP_SECONDS', 2),
    latencySamples: env('BENCH_ENGINE_LATENCY_SAMPLES', 200_000),
    requests: 4_096,
    ...opts,
  };
  if ((o.requests & (o.requests - 1)) !== 0) throw new Error('requests must be a power of two');
  const { priceSale, PriceOutOfRangeError } = loadEngine(o.backendDist);
  const rules = engineRules();
  const requests = engineRequests(o.requests);

  // What is measured: every request prices, and the rules select something most of the time.
  const selected = { markup: 0, serviceFee: 0, systemFee: 0, serviceTax: 0, tourismTax: 0, lines: 0 };
  for (const request of requests) {
    let sale;
    try {
      sale = priceSale(request, rules);
    } catch (e) {
      if (e instanceof PriceOutOfRangeError)
        throw new Error('a bench request is out of range: the workload is wrong', { cause: e });
      throw e;
    }
    const has = (kind) => sale.lines.some((l) => l.kind === kind);
    if (sale.rulesUsed.some((ref) => ref.kind === 'MARKUP')) selected.markup++;
    if (has('SERVICE_FEE')) selected.serviceFee++;
    if (has('SYSTEM_FEE')) selected.systemFee++;
    if (has('SERVICE_TAX')) selected.serviceTax++;
    if (has('TOURISM_TAX')) selected.tourismTax++;
    selected.lines += sale.lines.length;
  }
  const share = Object.fromEntries(
    Object.entries(selected).map(([k, v]) => [
      k,
      k === 'lines' ? Math.round((v / requests.length) * 100) / 100 : Math.round((v / requests.length) * 100),
    ]),
  );
  log(
    `workload: ${rules.markups.length} mark-ups, ${rules.serviceFees.length} service fees, ${rules.systemFees.length} system fees, ${requests.length} requests`,
  );
  log(
    `sales with a mark-up ${share.markup}%, a service fee ${share.serviceFee}%, a system fee ${share.systemFee}%, ${share.lines} lines on average`,
  );

  const machine = await machineFacts(null);
  let sink = 0;
  if (o.warmupSeconds > 0) sink += timedRound(priceSale, requests, rules, o.warmupSeconds).sink;
  const rounds = [];
  for (let i = 0; i < o.rounds; i++) {
    const round = timedRound(priceSale, requests, rules, o.seconds);
    sink += round.sink;
    const perSec = Math.round((round.prices / round.ms) * 1000);
    rounds.push({ prices: round.prices, ms: Math.round(round.ms), perSec });
    log(`round ${i + 1}/${o.rounds}: ${fmt(perSec)} prices/s`);
  }
  const rates = rounds.map((r) => r.perSec).sort((a, b) => a - b);
  const medianPerSec = rates[Math.floor(rates.length / 2)];

  // One price at a time: hrtime around each call (its own cost measured with nothing between).
  const mask = requests.length - 1;
  const samples = new Float64Array(o.latencySamples);
  const clock = new Float64Array(10_000);
  for (let i = 0; i < clock.length; i++) {
    const t = process.hrtime.bigint();
    clock[i] = Number(process.hrtime.bigint() - t);
  }
  for (let i = 0; i < samples.length; i++) {
    const request = requests[(i * 7) & mask];
    const t = process.hrtime.bigint();
    sink += priceSale(request, rules).total;
    samples[i] = Number(process.hrtime.bigint() - t);
  }
  samples.sort();
  clock.sort();
  const us = (ns) => Math.round(ns / 10) / 100;
  const latencyUs = {
    p50: us(percentile(samples, 50)),
    p99: us(percentile(samples, 99)),
    max: us(samples[samples.length - 1]),
    clockP50: us(percentile(clock, 50)),
  };

  const pass = medianPerSec >= ENGINE_TARGET_PER_SEC;
  return {
    machine,
    config: { rounds: o.rounds, seconds: o.seconds, warmupSeconds: o.warmupSeconds, latencySamples: o.latencySamples },
    workload: {
      markups: rules.markups.length,
      serviceFees: rules.serviceFees.length,
      systemFees: rules.systemFees.length,
      requests: requests.length,
      percentWith: {
        markup: share.markup,
        serviceFee: share.serviceFee,
        systemFee: share.systemFee,
        serviceTax: share.serviceTax,
        tourismTax: share.tourismTax,
      },
      linesPerSale: share.lines,
    },
    rounds,
    medianPerSec,
    latencyUs,
    targets: [
      {
        name: 'price engine, one core: prices/s (median of rounds)',
        value: medianPerSec,
        goal: `>= ${fmt(ENGINE_TARGET_PER_SEC)}`,
        pass,
      },
    ],
    pass,
    // Keeps the work observable, so no call can be optimised away.
    checksum: sink,
  };
}

/** The figures as the Markdown table the benches print. */
export function engineTable(res) {
  return table(
    ['figure', 'value'],
    [
      ['prices/s, median of rounds', fmt(res.medianPerSec)],
      ['prices/s, each round', res.rounds.map((r) => fmt(r.perSec)).join(' / ')],
      ['one price p50 / p99 (µs)', `${res.latencyUs.p50} / ${res.latencyUs.p99}`],
      ['one price max (µs)', String(res.latencyUs.max)],
      ['clock read p50 (µs, included above)', String(res.latencyUs.clockP50)],
    ],
  );
}

async function main() {
  const res = await runEngineBench();
  const m = res.machine;
  const w = res.workload;
  const head =
    `Last run: ${m.date} — ${m.cpuModel}, one core of ${m.nproc}, Node ${m.node}, load ${m.loadAvgAtStart[0]}; ` +
    `${w.markups} mark-ups, ${w.serviceFees} service fees, ${w.systemFees} system fees, ${w.requests} requests ` +
    `(a mark-up applies to ${w.percentWith.markup}%, ${w.linesPerSale} lines per sale); ` +
    `${res.config.rounds} rounds of ${res.config.seconds} s after ${res.config.warmupSeconds} s of warm-up.`;
  console.log(`\nPrice engine bench\n\n${head}\n\n${engineTable(res)}\n\n${targetTable(res.targets)}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
