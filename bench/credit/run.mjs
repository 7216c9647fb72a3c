#!/usr/bin/env node
// Credit bench: the real API and worker (backend/dist) on a fresh database, then
//   (a) a hello-world route of the same app (BENCH_ROUTES=1) with autocannon at concurrency 16 and 64,
//   (b) credit spends through the HTTP API at the same concurrencies, on one account and spread over
//       several, as ratios of (a) measured in the same run,
//   (c) approval-to-approver-socket latency: top-ups approved one by one, from sending
//       process-top-up to the push an approver's top-up list reacts to.
// Usage: npm run bench:credit (builds shared and the backend first)
// (env knobs below; see docs/performance.md, section "Credit").
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  createOrganization,
  env,
  fmt,
  helloOpts,
  load1,
  log,
  machineFacts,
  measure as measureFigure,
  postOpts,
  publishResults,
  r2,
  repo,
  startBenchApi,
  table,
  targetTable,
} from '../support/api-bench.mjs';
import { nowMs, sleep, summarize } from '../support/stats.mjs';

// The backend's own dependencies (argon2 for the bench users, socket.io-client for the approver).
const requireFromBackend = createRequire(path.join(repo, 'backend/package.json'));
const argon2 = requireFromBackend('argon2');
const { io } = requireFromBackend('socket.io-client');
const { SMTPServer } = requireFromBackend('smtp-server');

const BACKEND_DIST = path.resolve(repo, process.env.BENCH_BACKEND_DIST ?? 'backend/dist');
const CFG = {
  seconds: env('BENCH_SECONDS', 10),
  warmupSeconds: env('BENCH_WARMUP_SECONDS', 2),
  levels: (process.env.BENCH_CONCURRENCY ?? '16,64').split(',').map(Number),
  /** The "spread" spend phase round-robins over this many organizations (one MYR account each). */
  accounts: env('BENCH_ACCOUNTS', 16),
  spendAmount: 100, // minor units (RM 1.00)
  latencySamples: env('BENCH_LATENCY_SAMPLES', 200),
  logLevel: process.env.BENCH_LOG_LEVEL ?? 'warn',
  /** BENCH_WRITE=0: print only (a trial run), keep bench/results and docs/performance.md as they are. */
  writeResults: process.env.BENCH_WRITE !== '0',
};
/**
 * Spends >= 25% of hello-world's throughput at every concurrency; spend p99 <= 50 ms at c16 and,
 * from c64 on, at most 2x hello-world's p99 at the same concurrency in the same run (on 2 shared
 * cores even the constant route's c64 p99 is near 50 ms, so an absolute goal judges the machine).
 */
const TARGETS = { spendOverHello: 0.25, spendP99Ms: 50, spendP99OverHelloP99: 2, p99RatioFromConcurrency: 64, pushP99Ms: 100 };
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

/* ---------------- processes ---------------- */

/** A mail sink so the worker's e-mails (organization created, ...) are accepted and dropped. */
async function startMailSink() {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => callback());
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/* ---------------- HTTP helpers ---------------- */

/** The API of the run (startBenchApi's): its address, its calls, the run's suffix. */
let base;
let call;
let signIn;
let suffix;

/**
 * Waits until every event subscriber has handled everything (the spend phases may leave a backlog of
 * projections and pushes). Returns how far behind the read side was when called (the most events any
 * subscriber still had to handle) and how long it took to catch up: a spend rate bought by letting
 * the read side fall behind shows here.
 */
async function waitForSubscribers(timeoutMs = 120_000) {
  const started = nowMs();
  const deadline = Date.now() + timeoutMs;
  let behindAtStart;
  for (;;) {
    const health = await call('GET', '/health').catch(() => null);
    const subs = health?.checks?.subscribers ?? health?.subscribers ?? [];
    const behind = subs.filter((s) => (s.lag ?? 0) > 0);
    if (health) behindAtStart ??= Math.max(0, ...behind.map((s) => s.lag));
    if (health && behind.length === 0) return { behindAtStart, catchUpSeconds: r2((nowMs() - started) / 1000) };
    if (Date.now() > deadline) {
      log(`subscribers still behind: ${behind.map((s) => `${s.name} ${s.lag}`).join(', ')}`);
      return { behindAtStart, catchUpSeconds: null };
    }
    await sleep(250);
  }
}

/* ---------------- set-up through the API ---------------- */

/** A user whose role grants exactly `permissions` (inserted like the tests do: the API's user flow mails a first-login link). */
async function userWith(db, permissions, organizationId = null) {
  const role = `BENCH_${randomUUID().slice(0, 8)}`.toUpperCase();
  const username = `bench${randomUUID().slice(0, 8)}`;
  const password = 'Bench@12345';
  await db.query(`INSERT INTO identity.roles (code, name, permissions) VALUES ($1, $1, $2)`, [role, permissions]);
  await db.query(
    `INSERT INTO identity.users (username, password_hash, email, role_code, organization_id, status) VALUES ($1, $2, $3, $4, $5, 'A')`,
    [username, await argon2.hash(password), `${username}@bench.example`, role, organizationId],
  );
  return signIn(username, password);
}

/* ---------------- measurements ---------------- */

const measure = (label, opts, connections) => measureFigure(label, opts, connections, CFG);

function spendOpts(token, organizationIds, tag) {
  return postOpts(
    base,
    token,
    '/bo/AgentOrganizationCredit/spend',
    (n) => ({
      organizationId: organizationIds[n % organizationIds.length],
      currencyCode: 'MYR',
      bookingRef: `BK-${suffix}-${n}`,
      amount: CFG.spendAmount,
      transactionType: 'HOTEL_BOOKING',
    }),
    (n) => ({ 'idempotency-key': `bench-${tag}-${suffix}-${n}` }),
  );
}

function connectSocket(token) {
  const socket = io(base, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false });
  return new Promise((resolve, reject) => {
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', reject);
  });
}

/** Resolves with the arrival time of the first `event` on `socket` that `match`es. */
function arrival(socket, event, match, timeoutMs = 10_000) {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      socket.off(event, on);
      resolve(null);
    }, timeoutMs);
    function on(payload) {
      if (!match(payload)) return;
      const at = nowMs();
      clearTimeout(timer);
      socket.off(event, on);
      resolve(at);
    }
    socket.on(event, on);
  });
}

/**
 * N top-ups, each requested by the agency and approved by the approver one at a time. For each
 * approval: from just before process-top-up is sent to (1) its HTTP answer, (2) the approver's
 * `domain-event` TopUpApproved (what the top-up list refetches on) and (3) the agency's
 * `credit-top-up-decided` ('Top up successful').
 */
async function approvalLatency({ approver, agency, organizationId, bankId }) {
  const approverSocket = await connectSocket(approver);
  const agencySocket = await connectSocket(agency);
  const http = [];
  const toApprover = [];
  const toAgency = [];
  let missing = 0;
  try {
    for (let i = 0; i < CFG.latencySamples; i++) {
      const form = new FormData();
      const fields = {
        organizationId,
        currencyCode: 'MYR',
        amount: '10000',
        paymentType: 'BNK',
        paymentMethod: 'BANK_TRANSFER',
        bankId,
        bankInReference: `BENCH-${suffix}-${i}`,
        bankInDateTime: '2025-01-31T14:05:00+08:00',
      };
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'slip.pdf');
      const requested = arrival(approverSocket, 'credit-top-up-requested', () => true);
      const { topUpId } = await call('POST', '/bo/AgentOrganizationCredit/top-up', {
        token: agency,
        form,
        key: `req-${suffix}-${i}`,
      });
      // The request's own pushes are out before the approval is timed.
      await requested;
      const approved = arrival(approverSocket, 'domain-event', (e) => e.type === 'TopUpApproved' && e.data?.topUpId === topUpId);
      const decided = arrival(agencySocket, 'credit-top-up-decided', (e) => e.topUpId === topUpId);
      const t0 = nowMs();
      await call('POST', '/bo/AgentOrganizationCredit/process-top-up', {
        token: approver,
        body: { topUpId, action: 'VERIFY' },
        key: `ok-${suffix}-${i}`,
      });
      http.push(nowMs() - t0);
      const [a, b] = await Promise.all([approved, decided]);
      if (a === null || b === null) missing++;
      if (a !== null) toApprover.push(a - t0);
      if (b !== null) toAgency.push(b - t0);
    }
  } finally {
    approverSocket.disconnect();
    agencySocket.disconnect();
  }
  return {
    samples: CFG.latencySamples,
    missing,
    httpMs: summarize(http),
    approverPushMs: summarize(toApprover),
    agencyPushMs: summarize(toAgency),
  };
}

/* ---------------- report ---------------- */

function buildTables(res) {
  const head = ['figure', ...CFG.levels.map((c) => `c${c}`)];
  const at = (phase, f) => CFG.levels.map((c) => f(res.phases[phase][`c${c}`], c));
  const readSide = (p) => `${fmt(p.readSide.behindAtStart)} (${p.readSide.catchUpSeconds ?? 'not in 120'} s)`;
  const ratio = (phase) => at(phase, (p, c) => `${r2(p.okPerSec / res.phases.hello[`c${c}`].okPerSec)}`);
  const rows = [
    ['hello-world GET (requests/s)', ...at('hello', (p) => fmt(p.okPerSec))],
    ['hello-world p50 / p99 (ms)', ...at('hello', (p) => `${p.latencyMs.p50} / ${p.latencyMs.p99}`)],
    [`spend, 1 account (spends/s)`, ...at('spendOne', (p) => fmt(p.okPerSec))],
    [`spend, 1 account / hello-world`, ...ratio('spendOne')],
    [`spend, 1 account p50 / p99 (ms)`, ...at('spendOne', (p) => `${p.latencyMs.p50} / ${p.latencyMs.p99}`)],
    [`spend, 1 account: read side behind at the end (events, catch-up s)`, ...at('spendOne', readSide)],
    [`spend, ${CFG.accounts} accounts (spends/s)`, ...at('spendSpread', (p) => fmt(p.okPerSec))],
    [`spend, ${CFG.accounts} accounts / hello-world`, ...ratio('spendSpread')],
    [`spend, ${CFG.accounts} accounts p50 / p99 (ms)`, ...at('spendSpread', (p) => `${p.latencyMs.p50} / ${p.latencyMs.p99}`)],
    [`spend, ${CFG.accounts} accounts: read side behind at the end (events, catch-up s)`, ...at('spendSpread', readSide)],
    [
      'spend non-2xx + errors (1 account / spread)',
      ...CFG.levels.map(
        (c) =>
          `${res.phases.spendOne[`c${c}`].non2xx + res.phases.spendOne[`c${c}`].errors} / ${res.phases.spendSpread[`c${c}`].non2xx + res.phases.spendSpread[`c${c}`].errors}`,
      ),
    ],
  ];
  const l = res.latency;
  const latencyRows = [
    ['process-top-up HTTP answer', l.httpMs.p50, l.httpMs.p90, l.httpMs.p99, l.httpMs.max],
    [
      "approver socket: domain-event TopUpApproved (the list's refetch)",
      l.approverPushMs.p50,
      l.approverPushMs.p90,
      l.approverPushMs.p99,
      l.approverPushMs.max,
    ],
    [
      "agency socket: credit-top-up-decided ('Top up successful')",
      l.agencyPushMs.p50,
      l.agencyPushMs.p90,
      l.agencyPushMs.p99,
      l.agencyPushMs.max,
    ],
  ].map((r) => r.map((x, i) => (i === 0 ? x : fmt(x))));
  return {
    throughput: table(head, rows),
    latency: table([`from sending process-top-up to (ms, ${l.samples} approvals)`, 'p50', 'p90', 'p99', 'max'], latencyRows),
  };
}

function targets(res) {
  const t = [];
  const add = (name, value, goal, pass) => t.push({ name, value, goal, pass: Boolean(pass) });
  for (const [phase, what] of [
    ['spendOne', 'spend, 1 account'],
    ['spendSpread', `spend, ${CFG.accounts} accounts`],
  ]) {
    for (const c of CFG.levels) {
      const p = res.phases[phase][`c${c}`];
      const ratio = r2(p.okPerSec / res.phases.hello[`c${c}`].okPerSec);
      add(`${what}, c${c}: >= 25% of hello-world`, ratio, `>= ${TARGETS.spendOverHello}`, ratio >= TARGETS.spendOverHello);
      if (c >= TARGETS.p99RatioFromConcurrency) {
        const helloP99 = res.phases.hello[`c${c}`].latencyMs.p99;
        const p99Ratio = r2(p.latencyMs.p99 / helloP99);
        add(
          `${what}, c${c}: p99 <= ${TARGETS.spendP99OverHelloP99}x hello-world p99 (${p.latencyMs.p99} / ${helloP99} ms)`,
          p99Ratio,
          `<= ${TARGETS.spendP99OverHelloP99}`,
          p99Ratio <= TARGETS.spendP99OverHelloP99 && p.non2xx === 0,
        );
      } else {
        add(
          `${what}, c${c}: p99 <= ${TARGETS.spendP99Ms} ms`,
          p.latencyMs.p99,
          `<= ${TARGETS.spendP99Ms}`,
          p.latencyMs.p99 <= TARGETS.spendP99Ms && p.non2xx === 0,
        );
      }
    }
  }
  const l = res.latency;
  add(
    'approval -> approver socket p99 <= 100 ms',
    l.approverPushMs.p99,
    `<= ${TARGETS.pushP99Ms}`,
    l.missing === 0 && l.approverPushMs.p99 <= TARGETS.pushP99Ms,
  );
  return t;
}

function conditions(res) {
  const loads = [
    res.machine.loadAvgAtStart[0],
    ...Object.values(res.phases).flatMap((p) => Object.values(p).flatMap((x) => [x.loadAvg1m.before, x.loadAvg1m.after])),
    res.latency.loadAvg1m.before,
    res.latency.loadAvg1m.after,
  ];
  return `Conditions: 1-min load average ${Math.min(...loads)}–${Math.max(...loads)} on ${res.machine.nproc} cores, shared by the API, the worker, PostgreSQL, Redis, the bench's own client (autocannon, in the bench process) and other sessions' builds and tests on the same machine.`;
}

/** The bench's block in docs/performance.md. */
function docLines(res, tables, targetRows) {
  return [
    '',
    `Last run: ${res.machine.date} — ${res.machine.nproc} cores (${res.machine.cpuModel}), Node ${res.machine.node}, PostgreSQL ${res.machine.postgres}; autocannon ${CFG.seconds} s per figure after ${CFG.warmupSeconds} s of warm-up, API log level ${CFG.logLevel}.`,
    conditions(res),
    '',
    tables.throughput,
    '',
    tables.latency,
    '',
    targetTable(targetRows),
    '',
  ];
}

/* ---------------- main ---------------- */

async function main() {
  const t0 = Date.now();
  const mail = await startMailSink();
  let bench;
  try {
    bench = await startBenchApi({ name: 'bench_credit', logLevel: CFG.logLevel, worker: true, env: { SMTP_URL: mail.url } });
  } catch (error) {
    await mail.close();
    throw error;
  }
  ({ base, call, signIn, suffix } = bench);
  const { db } = bench;
  try {
    const machine = { ...(await machineFacts(bench.postgres)), backendDist: path.relative(repo, BACKEND_DIST) };
    const staff = await signIn();
    const organizationIds = [];
    for (let i = 0; i < CFG.accounts; i++) organizationIds.push(await createOrganization(call, staff, `${suffix}${i}`));
    for (const organizationId of organizationIds) {
      // Enough credit for every spend of the run (limit in minor units).
      await call('POST', '/bo/AgentOrganizationCredit/creditlimit-top-up', {
        token: staff,
        body: { organizationId, currencyCode: 'MYR', amount: 10_000_000_000, remark: 'bench' }, // MYR 100,000,000.00, within MAX_MONEY_AMOUNT
      });
    }
    const bank = await call('POST', '/bo/Bank/create-bank', {
      token: staff,
      body: { code: `BENCH${suffix}`, name: 'Bench Bank', active: true },
    });
    const approver = await userWith(db, ['credit.view', 'credit.approve']);
    const agency = await userWith(db, ['credit.view', 'credit.create'], organizationIds[0]);
    // The spends' caller: booking-facing calls take credit.edit (staff naming the organization).
    const spender = await userWith(db, ['credit.view', 'credit.edit']);
    await waitForSubscribers();
    log(`${organizationIds.length} organizations with credit, approver, agency and spender users ready`);

    const phases = { hello: {}, spendOne: {}, spendSpread: {} };
    for (const c of CFG.levels) {
      phases.hello[`c${c}`] = await measure('hello-world', helloOpts(base), c);
      phases.spendOne[`c${c}`] = await measure('spend 1 account', spendOpts(spender, [organizationIds[0]], `one${c}`), c);
      phases.spendOne[`c${c}`].readSide = await waitForSubscribers();
      phases.spendSpread[`c${c}`] = await measure(
        `spend ${CFG.accounts} accounts`,
        spendOpts(spender, organizationIds, `spread${c}`),
        c,
      );
      phases.spendSpread[`c${c}`].readSide = await waitForSubscribers();
    }

    log(`approval latency: ${CFG.latencySamples} top-ups approved one by one`);
    const latencyLoad = { before: load1() };
    const latency = await approvalLatency({ approver, agency, organizationId: organizationIds[0], bankId: bank.bank.id });
    latency.loadAvg1m = { ...latencyLoad, after: load1() };
    log(`approver push p50 ${latency.approverPushMs.p50} ms, p99 ${latency.approverPushMs.p99} ms, missing ${latency.missing}`);

    // What the spends left: the posted balance must equal the spends that answered 2xx (a cheap sanity check).
    const [{ n }] = (
      await db.query(`SELECT count(*)::int AS n FROM event_store.events WHERE type = 'CreditSpent' AND stream_id LIKE 'credit-%'`)
    ).rows;
    const spendsOk = Object.values(phases.spendOne)
      .concat(Object.values(phases.spendSpread))
      .reduce((sum, p) => sum + p.ok, 0);

    const res = { phases, latency, config: CFG, targetsGoal: TARGETS, machine, spendEventsInLog: n, durationSeconds: 0 };
    res.note =
      `Spend events in the log: ${n}; spends answered 2xx in the measured windows: ${spendsOk} ` +
      '(the log also holds the warm-up spends and those answered after a window closed).';
    res.targets = targets(res);
    res.allTargetsPass = res.targets.every((t) => t.pass);
    res.durationSeconds = Math.round((Date.now() - t0) / 1000);

    const tables = buildTables(res);
    console.log(
      `\nCredit bench — ${machine.date}, ${machine.nproc} cores, Node ${machine.node}, PostgreSQL ${machine.postgres}\n`,
    );
    console.log(conditions(res) + '\n');
    console.log(tables.throughput + '\n');
    console.log(tables.latency);
    console.log('\nTargets:');
    for (const t of res.targets) console.log(`  ${t.pass ? 'PASS' : 'FAIL'}  ${t.name}: ${fmt(t.value)} (goal ${t.goal})`);
    console.log(`\n${res.note}\nTook ${res.durationSeconds}s.`);

    await publishResults(
      CFG.writeResults,
      'credit',
      res,
      docLines(res, tables, res.targets),
      '## Credit\n\nRun `npm run bench:credit`.',
    );
  } finally {
    await bench.close();
    await mail.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
