#!/usr/bin/env node
// Booking bench (issue 18, item 8): the whole booking flow through the real API (backend/dist) on a
// fresh database, by an agency user paying with agent credit:
//   search (getProductDetails for the stay) -> book -> payment (CREDIT, multipart) -> issue,
// run by N concurrent clients (N = 1 and 16), against the hello-world route of the same app
// (BENCH_ROUTES=1) driven by the same client in the same run. Then, with the load stopped, the
// bench database is read directly: no inventory day oversold, and every day's held + sold equal to
// the rooms of the live bookings on it.
// Usage: npm run bench:booking (builds shared and the backend first); knobs: BENCH_SECONDS,
// BENCH_WARMUP_SECONDS, BENCH_CONCURRENCY (default 1,16), BENCH_HOT_SHARE, BENCH_KEYS=0 (no
// Idempotency-Key), BENCH_AGENCIES (default 1), BENCH_LOG_LEVEL, BENCH_API_NODE_ARGS, BENCH_WRITE=0
// (print only). The API runs with bench/support/count-statements.cjs, which answers each request's SQL
// statements in a header: the bench reports statements per request per step.
import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { seedDemoHotels } from '../../scripts/demo-hotels.mjs';
import {
  API,
  createOrganization,
  env,
  fmt,
  helloOpts,
  load1,
  log,
  machineFacts,
  malaysianDay,
  measure,
  r2,
  repo,
  startBenchApi,
  publishResults,
  table,
  targetTable,
} from '../support/api-bench.mjs';
import { nowMs, sleep, summarize } from '../support/stats.mjs';

const argon2 = createRequire(path.join(repo, 'backend/package.json'))('argon2');

const CFG = {
  seconds: env('BENCH_SECONDS', 15),
  warmupSeconds: env('BENCH_WARMUP_SECONDS', 3),
  levels: (process.env.BENCH_CONCURRENCY ?? '1,16').split(',').map(Number),
  /** Share of flows that go for the contended room type and dates (below). */
  hotShare: env('BENCH_HOT_SHARE', 0.25),
  /** The contended dates: this many days from HOT_FROM on, each with few rooms. */
  hotFrom: 240,
  hotDays: 125,
  hotAllotment: 2,
  hotOverbooking: 1,
  /** Other stays start on a day in [normalFrom, normalTo] and last 1 to 3 nights. */
  normalFrom: 10,
  normalTo: 230,
  /** An Idempotency-Key on every write (book, payment, issue), as the API invites clients to send. */
  keys: process.env.BENCH_KEYS !== '0',
  /**
   * Agencies booking (each with its own credit account and user); flows take them in turn. One by
   * default (issue 18): every book and payment then goes through the same credit account.
   */
  agencies: env('BENCH_AGENCIES', 1),
  logLevel: process.env.BENCH_LOG_LEVEL ?? 'warn',
  writeResults: process.env.BENCH_WRITE !== '0',
};
/** Issue 26 (restating issue 18's): book p99 <= 60 ms at c16; whole flows >= 3% of hello-world's throughput; nothing oversold. */
const TARGETS = { at: 16, bookP99Ms: 60, flowOverHello: 0.03 };
const CREDIT_LIMIT = 10_000_000_000; // RM 100,000,000.00, far above what the run books
const STEPS = ['search', 'book', 'pay', 'issue'];
/** Flows / hello-world is a few hundredths: three decimals, so a 3% target reads as it is judged. */
const r3 = (n) => Math.round(n * 1000) / 1000;

/* ---------------- a small HTTP client, the same for hello-world and the flow ---------------- */

// Keep-alive sockets, one per client at most in flight: N clients keep N connections open, as
// autocannon's N connections do.
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
let origin;

/**
 * One request: status, parsed JSON body, the time from sending to the last byte of the answer (ms)
 * and the SQL statements the API sent for it (`X-Bench-Statements`, null without the hook).
 */
function request(method, p, { token, json, multipart, key } = {}) {
  const headers = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (key) headers['idempotency-key'] = key;
  let body;
  if (json !== undefined) {
    body = JSON.stringify(json);
    headers['content-type'] = 'application/json';
  } else if (multipart) {
    const b = `----bench${randomBytes(8).toString('hex')}`;
    body =
      Object.entries(multipart)
        .map(([k, v]) => `--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
        .join('') + `--${b}--\r\n`;
    headers['content-type'] = `multipart/form-data; boundary=${b}`;
  }
  if (body !== undefined) headers['content-length'] = Buffer.byteLength(body);
  return new Promise((resolve) => {
    const t0 = nowMs();
    const req = http.request(`${origin}${API}${p}`, { method, headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const ms = nowMs() - t0;
        let parsed = null;
        try {
          parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          // not JSON
        }
        const statements = res.headers['x-bench-statements'];
        resolve({ status: res.statusCode, json: parsed, ms, statements: statements === undefined ? null : Number(statements) });
      });
      res.on('error', (error) => resolve({ status: 0, json: { message: error.message }, ms: nowMs() - t0 }));
    });
    req.on('error', (error) => resolve({ status: 0, json: { message: error.message }, ms: nowMs() - t0 }));
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/**
 * `concurrency` clients, each running `one()` back to back for `seconds`. Only work that ended
 * inside the window counts (a flow still running at the end is finished, so the database is left
 * consistent, and not counted). `one()` returns { ok, samples: [[step, ms]], refused?, error? }.
 */
async function drive(concurrency, seconds, one) {
  const startedAt = new Date().toISOString();
  const started = nowMs();
  const until = started + seconds * 1000;
  const out = { ok: 0, refused: {}, errors: {}, samples: {}, statements: {}, unitMs: [] };
  const loadBefore = load1();
  const client = async () => {
    while (nowMs() < until) {
      const t0 = nowMs();
      const r = await one();
      const end = nowMs();
      if (end > until) break;
      for (const [step, ms, statements] of r.samples) {
        (out.samples[step] ??= []).push(ms);
        if (statements !== null && statements !== undefined) (out.statements[step] ??= []).push(statements);
      }
      if (r.ok) {
        out.ok++;
        out.unitMs.push(end - t0);
      } else if (r.refused) out.refused[r.refused] = (out.refused[r.refused] ?? 0) + 1;
      else out.errors[r.error] = (out.errors[r.error] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  const elapsed = (Math.min(nowMs(), until) - started) / 1000;
  return {
    concurrency,
    startedAt,
    seconds: r2(elapsed),
    ok: out.ok,
    okPerSec: r2(out.ok / elapsed),
    refused: out.refused,
    errors: out.errors,
    errorCount: Object.values(out.errors).reduce((a, b) => a + b, 0),
    latencyMs: Object.fromEntries(Object.entries(out.samples).map(([k, v]) => [k, summarize(v)])),
    statementsPerRequest: Object.fromEntries(
      Object.entries(out.statements).map(([k, v]) => [k, r2(v.reduce((a, b) => a + b, 0) / v.length)]),
    ),
    unitMs: summarize(out.unitMs),
    loadAvg1m: { before: loadBefore, after: load1() },
  };
}

/* ---------------- CPU used by the API and by PostgreSQL during a phase ---------------- */

const TICK = 100; // USER_HZ on Linux
const cpuTicks = (pid) => {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(f[11]) + Number(f[12]); // utime + stime
  } catch {
    return 0;
  }
};
/** The API process: this process's child running main.js. */
function apiPid() {
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const ppid = Number(readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      if (ppid === process.pid && readFileSync(`/proc/${d}/cmdline`, 'utf8').includes('main.js')) return Number(d);
    } catch {
      // gone
    }
  }
  return null;
}
/**
 * Starts counting the CPU time of the API process and of the PostgreSQL backends connected to the
 * bench database (the API's pool; PostgreSQL's shared processes, WAL writer included, are not
 * counted). `stop()` answers the cores each used on average: backends open at the end count from
 * the start (or from when they opened); one that closed meanwhile took its time with it (uncounted,
 * never negative).
 */
async function cpuMeter(db) {
  const api = apiPid();
  const backends = async () =>
    (await db.query(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`)).rows.map(
      (r) => r.pid,
    );
  const t0 = nowMs();
  const a0 = api ? cpuTicks(api) : 0;
  const p0 = new Map((await backends()).map((pid) => [pid, cpuTicks(pid)]));
  return async () => {
    const seconds = (nowMs() - t0) / 1000;
    const open = await backends();
    const ticks = open.reduce((sum, pid) => sum + Math.max(0, cpuTicks(pid) - (p0.get(pid) ?? 0)), 0);
    return {
      apiCores: api ? r2((cpuTicks(api) - a0) / TICK / seconds) : null,
      postgresCores: r2(ticks / TICK / seconds),
      postgresBackends: open.length,
    };
  };
}

/* ---------------- set-up through the API ---------------- */

/** Waits until `sql` (one parameter) finds a row: another context's replica of what the API just did. */
async function waitForRow(db, sql, param, what) {
  const deadline = Date.now() + 30_000;
  while ((await db.query(sql, [param])).rowCount === 0) {
    if (Date.now() > deadline) throw new Error(`${what} did not appear in 30 s`);
    await sleep(100);
  }
}

/**
 * An agency user with the booking grants only (bookings view, create, edit), inserted as the other
 * benches and the tests do it: the API's own user flow mails a first-login link instead of a password.
 */
async function agencyUser(db, signIn, organizationId) {
  const role = `BENCH_${randomUUID().slice(0, 8)}`.toUpperCase();
  const username = `bench${randomUUID().slice(0, 8)}`;
  const password = 'Bench@12345';
  await db.query(`INSERT INTO identity.roles (code, name, permissions) VALUES ($1, $1, $2)`, [
    role,
    ['bookings.view', 'bookings.create', 'bookings.edit'],
  ]);
  await db.query(
    `INSERT INTO identity.users (username, password_hash, email, role_code, organization_id, status) VALUES ($1, $2, $3, $4, $5, 'A')`,
    [username, await argon2.hash(password), `${username}@bench.example`, role, organizationId],
  );
  return signIn(username, password);
}

/** A hotel mark-up for each seeded group, so every price has a mark-up line (as in the pricing bench). */
async function hotelMarkups(call, token) {
  const groups = await call('GET', '/markup/GetAllMarkupGroupList?activeOnly=true', { token });
  for (const [i, g] of groups.entries()) {
    await call('POST', '/markup/Create', {
      token,
      body: {
        name: `Bench hotel ${g.code}`,
        productType: 'hotel',
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
  return groups.length;
}

/** The demo hotels' room types; the contended one (the first hotel's family room) gets few rooms on the hot dates. */
async function bookingData(call, token) {
  const hotels = (
    await call('POST', '/bo/RWTDIYHotel/getHotelList', { token, body: { search: 'DEMO-', pageSize: 50, curPageIndex: 1 } })
  ).items // Our own inventory only: a channel hotel (the eLeisure demo hotel) is confirmed at its supplier, not measured here.
    .filter((h) => !h.channel)
    .sort((a, b) => a.code.localeCompare(b.code));
  const rooms = [];
  for (const h of hotels) {
    for (const r of await call('GET', `/bo/RWTDIYHotel/getRoomList?hotelID=${h.hotelID}`, { token }))
      rooms.push({ hotelID: h.hotelID, hotelCode: h.code, roomInfoID: r.roomInfoID, code: r.code });
  }
  const hot = rooms.find((r) => r.code === 'FAMILY');
  await call('POST', '/bo/RWTDIYHotel/updateRoomCalendar', {
    token,
    body: {
      roomInfoID: hot.roomInfoID,
      from: malaysianDay(CFG.hotFrom),
      to: malaysianDay(CFG.hotFrom + CFG.hotDays - 1),
      room: { allotment: CFG.hotAllotment, overbookingAllowance: CFG.hotOverbooking },
    },
  });
  return { hotels, rooms, hot };
}

/* ---------------- the flow ---------------- */

const REFUSALS = new Set(['ROOMS_NOT_AVAILABLE', 'RATE_NOT_SELLABLE']);

/**
 * One client's flow: getProductDetails for a stay, then book one of the room type's rates it
 * offers, pay with agent credit, issue. Most stays are spread over the year's plentiful rooms;
 * `hotShare` of them go for the contended room type on the first hot date not yet seen sold out,
 * so several clients race for its last rooms. A stay the search shows sold out, or that `book`
 * refuses for lack of rooms, is a refusal (counted, not a completed flow); anything else that
 * fails is an error.
 */
function flows({ tokens, data, stats }) {
  let n = 0;
  let hotCursor = 0; // days after hotFrom: the first hot date not yet seen sold out
  const pick = (xs) => xs[Math.floor(Math.random() * xs.length)];
  return async () => {
    n++;
    const token = tokens[n % tokens.length];
    const samples = [];
    // Once every hot date is sold out (not expected at the default sizes), all flows are ordinary.
    const hot = Math.random() < CFG.hotShare && hotCursor < CFG.hotDays;
    let target, checkIn, nights, hotDay;
    if (hot) {
      hotDay = hotCursor;
      target = data.hot;
      checkIn = CFG.hotFrom + hotDay;
      nights = 1;
    } else {
      target = pick(data.rooms);
      checkIn = CFG.normalFrom + Math.floor(Math.random() * (CFG.normalTo - CFG.normalFrom + 1));
      nights = 1 + Math.floor(Math.random() * 3);
    }
    const stay = { productType: 'hotel', checkIn: malaysianDay(checkIn), checkOut: malaysianDay(checkIn + nights), adults: 2 };
    const soldOut = (why) => {
      if (hot && hotCursor === hotDay) hotCursor++;
      stats[hot ? 'hotRefused' : 'refused']++;
      return { samples, refused: why };
    };

    const search = await request('POST', '/getProductDetails', { token, json: { ...stay, hotelID: target.hotelID } });
    samples.push(['search', search.ms, search.statements]);
    if (search.status !== 200) return { samples, error: `search ${search.status} ${search.json?.code ?? ''}` };
    const room = search.json.rooms.find((r) => r.roomInfoID === target.roomInfoID && r.free >= 1);
    if (!room || room.rates.length === 0) return soldOut('search');
    const rate = pick(room.rates);

    const key = (step) => (CFG.keys ? `bench-${step}-${n}-${randomBytes(4).toString('hex')}` : undefined);
    const book = await request('POST', '/book', {
      token,
      key: key('book'),
      json: {
        ...stay,
        hotelID: target.hotelID,
        roomInfoID: room.roomInfoID,
        roomRateInclusionID: rate.roomRateInclusionID,
        contact: { name: 'Nur Aisyah', email: 'aisyah@bench.example' },
        travellers: ['Nur Aisyah', 'Adam Lee'],
        paymentMethod: 'CREDIT',
      },
    });
    if (book.status === 409 && REFUSALS.has(book.json?.code)) {
      samples.push(['book refused', book.ms, book.statements]);
      return soldOut('book');
    }
    samples.push(['book', book.ms, book.statements]);
    if (book.status !== 200) return { samples, error: `book ${book.status} ${book.json?.code ?? ''}` };
    stats.booked++;
    if (hot) stats.hotBooked++;
    const { bookingRef, total } = book.json.booking;
    if (rate.sellingTotal !== null && total !== rate.sellingTotal) stats.priceDiffers++;

    const pay = await request('POST', '/payment', {
      token,
      key: key('pay'),
      multipart: { OrderId: bookingRef, PaymentMethod: 'CREDIT' },
    });
    samples.push(['pay', pay.ms, pay.statements]);
    if (pay.status !== 200 || pay.json?.booking?.paymentStatus !== 'paid')
      return { samples, error: `pay ${pay.status} ${pay.json?.code ?? ''}` };

    const issue = await request('POST', '/issue', { token, key: key('issue'), json: { bookingRef } });
    samples.push(['issue', issue.ms, issue.statements]);
    if (issue.status !== 200 || issue.json?.booking?.status !== 'CON')
      return { samples, error: `issue ${issue.status} ${issue.json?.code ?? ''}` };
    stats.issued++;
    return { ok: true, samples };
  };
}

const hello = async () => {
  const r = await request('GET', '/bench/hello');
  return r.status === 200 && r.json?.hello === 'world'
    ? { ok: true, samples: [['hello', r.ms, r.statements]] }
    : { samples: [['hello', r.ms, r.statements]], error: `hello ${r.status}` };
};

/* ---------------- after the run: the database ---------------- */

/** Waits until every subscriber has handled every event (the bookings list is a projection). */
async function waitForSubscribers(timeoutMs = 120_000) {
  const started = nowMs();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await request('GET', '/health');
    const subs = res.json?.checks?.subscribers ?? [];
    if (res.status === 200 && subs.length > 0 && subs.every((s) => (s.lag ?? 0) === 0)) return r2((nowMs() - started) / 1000);
    if (Date.now() > deadline) throw new Error(`subscribers still behind after ${timeoutMs / 1000} s`);
    await sleep(200);
  }
}

/**
 * What the run left, read from the bench database: every inventory day touched (held or sold, or
 * named by a booking) within its allotment plus overbooking allowance; on each, held + sold equal
 * to the rooms of the live bookings (PPA, CON, RHI) on that night, held to the PPA ones and sold to
 * the CON and RHI ones; the bookings equal to what the clients were told.
 */
async function checkInventory(db, stats) {
  const { rows } = await db.query(`
    WITH nights AS (
      SELECT (b.placed->'hotel'->>'roomInfoID')::uuid AS room_id, d::date AS stay_date,
             sum((b.placed->'hotel'->>'rooms')::int) FILTER (WHERE b.status = 'PPA') AS held,
             sum((b.placed->'hotel'->>'rooms')::int) FILTER (WHERE b.status IN ('CON', 'RHI')) AS sold,
             count(*) AS bookings
      FROM bookings.bookings b,
           generate_series(b.check_in, b.check_out - 1, interval '1 day') AS d
      WHERE b.status IN ('PPA', 'CON', 'RHI')
      GROUP BY 1, 2
    ), touched AS (
      SELECT i.room_id, i.stay_date, i.allotment, i.overbooking_allowance, i.held, i.sold
      FROM hotels.inventory_days i
      WHERE i.held + i.sold > 0 OR (i.room_id, i.stay_date) IN (SELECT room_id, stay_date FROM nights)
    )
    SELECT to_char(coalesce(t.stay_date, n.stay_date), 'YYYY-MM-DD') AS day, coalesce(t.room_id, n.room_id) AS room_id,
           t.allotment, t.overbooking_allowance, t.held, t.sold,
           coalesce(n.held, 0)::int AS booked_held, coalesce(n.sold, 0)::int AS booked_sold, coalesce(n.bookings, 0)::int AS bookings
    FROM touched t FULL JOIN nights n ON n.room_id = t.room_id AND n.stay_date = t.stay_date`);
  const oversold = rows.filter((r) => r.allotment === null || r.held + r.sold > r.allotment + r.overbooking_allowance);
  const mismatched = rows.filter((r) => r.held !== r.booked_held || r.sold !== r.booked_sold);
  const full = rows.filter((r) => r.allotment !== null && r.held + r.sold === r.allotment + r.overbooking_allowance);
  const counts = (
    await db.query(`SELECT status, payment_status, count(*)::int AS n FROM bookings.bookings GROUP BY 1, 2 ORDER BY 1, 2`)
  ).rows;
  const liveBookings = counts.filter((c) => ['PPA', 'CON', 'RHI'].includes(c.status)).reduce((s, c) => s + c.n, 0);
  const issued = counts.filter((c) => c.status === 'CON').reduce((s, c) => s + c.n, 0);
  return {
    daysTouched: rows.length,
    daysFull: full.length,
    oversold: oversold.length,
    oversoldSample: oversold.slice(0, 5),
    mismatched: mismatched.length,
    mismatchedSample: mismatched.slice(0, 5),
    bookings: counts,
    bookingsMatchClients: liveBookings === stats.booked && issued === stats.issued,
    clients: { ...stats },
  };
}

/* ---------------- report ---------------- */

const stepCell = (p, step) => {
  const l = p.latencyMs[step];
  return l ? `${r2(l.p50)} / ${r2(l.p99)}` : 'n/a';
};

function buildTable(res) {
  const at = (f) => CFG.levels.map((c) => f(res.phases.flow[`c${c}`], res.phases.hello[`c${c}`], c));
  return table(
    ['figure', ...CFG.levels.map((c) => `c${c}`)],
    [
      ['hello-world GET, same client (requests/s)', ...at((_, h) => fmt(Math.round(h.okPerSec)))],
      ['hello-world p50 / p99 (ms)', ...at((_, h) => stepCell(h, 'hello'))],
      ['completed flows (flows/s)', ...at((p) => fmt(p.okPerSec))],
      ['flows / hello-world', ...at((p, h) => fmt(r3(p.okPerSec / h.okPerSec)))],
      ['requests of completed flows / hello-world', ...at((p, h) => fmt(r2((4 * p.okPerSec) / h.okPerSec)))],
      ['whole flow p50 / p99 (ms)', ...at((p) => `${r2(p.unitMs.p50)} / ${r2(p.unitMs.p99)}`)],
      ...STEPS.map((s) => [`${s} p50 / p99 (ms)`, ...at((p) => stepCell(p, s))]),
      ['book refused (no rooms) p50 / p99 (ms)', ...at((p) => stepCell(p, 'book refused'))],
      [
        'flows refused for lack of rooms: at search / at book',
        ...at((p) => `${fmt(p.refused.search ?? 0)} / ${fmt(p.refused.book ?? 0)}`),
      ],
      ['errors (flow, hello)', ...at((p, h) => `${fmt(p.errorCount)}, ${fmt(h.errorCount)}`)],
      ['CPU, hello-world: API / PostgreSQL (cores)', ...at((_, h) => `${fmt(h.cpu.apiCores)} / ${fmt(h.cpu.postgresCores)}`)],
      ['CPU, flows: API / PostgreSQL (cores)', ...at((p) => `${fmt(p.cpu.apiCores)} / ${fmt(p.cpu.postgresCores)}`)],
      ['PostgreSQL CPU per completed flow (ms)', ...at((p) => fmt(r2((1000 * p.cpu.postgresCores) / p.okPerSec)))],
      [
        `SQL statements per request: ${STEPS.join(' / ')}`,
        ...at((p) => STEPS.map((s) => fmt(p.statementsPerRequest[s] ?? 'n/a')).join(' / ')),
      ],
      [
        'API CPU per hello-world / per completed flow (ms)',
        ...at((p, h) => `${fmt(r2((1000 * h.cpu.apiCores) / h.okPerSec))} / ${fmt(r2((1000 * p.cpu.apiCores) / p.okPerSec))}`),
      ],
    ],
  );
}

function targets(res) {
  const flow = res.phases.flow[`c${TARGETS.at}`];
  const hello = res.phases.hello[`c${TARGETS.at}`];
  const out = [];
  if (flow && hello) {
    const bookP99 = r2(flow.latencyMs.book?.p99 ?? null);
    out.push({
      name: `book p99 at c${TARGETS.at} <= ${TARGETS.bookP99Ms} ms`,
      value: bookP99,
      goal: `<= ${TARGETS.bookP99Ms}`,
      pass: bookP99 !== null && bookP99 <= TARGETS.bookP99Ms,
    });
    const ratio = r3(flow.okPerSec / hello.okPerSec);
    out.push({
      name: `completed flows c${TARGETS.at} >= ${TARGETS.flowOverHello * 100}% of hello-world`,
      value: ratio,
      goal: `>= ${TARGETS.flowOverHello}`,
      pass: ratio >= TARGETS.flowOverHello && flow.errorCount === 0,
    });
  }
  const c = res.check;
  out.push({
    name: `inventory days oversold (of ${fmt(c.daysTouched)} touched)`,
    value: c.oversold,
    goal: '0',
    pass: c.oversold === 0,
  });
  out.push({
    name: 'days where held + sold != rooms of live bookings',
    value: c.mismatched,
    goal: '0',
    pass: c.mismatched === 0 && c.bookingsMatchClients,
  });
  return out;
}

async function main() {
  const t0 = Date.now();
  const bench = await startBenchApi({
    name: 'bench_booking',
    logLevel: CFG.logLevel,
    apiNodeArgs: ['--require', path.join(repo, 'bench/support/count-statements.cjs')],
  });
  origin = bench.base;
  try {
    const machine = await machineFacts(bench.postgres);
    const admin = await bench.signIn();
    await seedDemoHotels({ call: bench.call, token: admin, log });
    const markups = await hotelMarkups(bench.call, admin);
    const data = await bookingData(bench.call, admin);
    const tokens = [];
    for (let i = 0; i < CFG.agencies; i++) {
      const organizationId = await createOrganization(bench.call, admin, randomBytes(3).toString('hex'));
      for (const replica of ['bookings.organizations', 'credit.organizations'])
        await waitForRow(bench.db, `SELECT 1 FROM ${replica} WHERE id = $1`, organizationId, `the organization in ${replica}`);
      await bench.call('POST', '/bo/AgentOrganizationCredit/creditlimit-top-up', {
        token: admin,
        body: { organizationId, currencyCode: 'MYR', amount: CREDIT_LIMIT },
      });
      tokens.push(await agencyUser(bench.db, bench.signIn, organizationId));
    }
    log(
      `data: ${data.hotels.length} demo hotels, ${data.rooms.length} room types, ${markups} hotel mark-ups; contended: ${data.hot.hotelCode} ${data.hot.code}, ` +
        `${CFG.hotDays} days with ${CFG.hotAllotment} rooms + ${CFG.hotOverbooking} overbooking`,
    );

    const stats = { booked: 0, issued: 0, hotBooked: 0, refused: 0, hotRefused: 0, priceDiffers: 0 };
    const flow = flows({ tokens, data, stats });
    // One flow by hand first: what is measured does what it should.
    const first = await flow();
    if (!first.ok) throw new Error(`the first flow did not complete: ${first.error ?? first.refused}`);

    const phases = { hello: {}, flow: {}, helloAutocannon: {} };
    for (const c of CFG.levels) {
      if (CFG.warmupSeconds > 0) await drive(c, CFG.warmupSeconds, hello);
      let meter = await cpuMeter(bench.db);
      phases.hello[`c${c}`] = await drive(c, CFG.seconds, hello);
      phases.hello[`c${c}`].cpu = await meter();
      log(`hello-world c${c}: ${phases.hello[`c${c}`].okPerSec}/s, p99 ${phases.hello[`c${c}`].latencyMs.hello.p99} ms`);
      if (CFG.warmupSeconds > 0) await drive(c, CFG.warmupSeconds, flow);
      meter = await cpuMeter(bench.db);
      const p = (phases.flow[`c${c}`] = await drive(c, CFG.seconds, flow));
      p.cpu = await meter();
      log(
        `flows c${c}: ${p.okPerSec}/s; p50/p99 ms ${STEPS.map((s) => `${s} ${stepCell(p, s)}`).join(', ')}; statements ${JSON.stringify(p.statementsPerRequest)}; refused ${JSON.stringify(p.refused)}; errors ${JSON.stringify(p.errors)}`,
      );
    }
    // For reference: hello-world by autocannon, as the other benches measure it (its client costs less CPU).
    const top = Math.max(...CFG.levels);
    phases.helloAutocannon[`c${top}`] = await measure('hello-world (autocannon)', helloOpts(origin), top, {
      seconds: CFG.seconds,
      warmupSeconds: CFG.warmupSeconds,
    });

    const catchUpSeconds = await waitForSubscribers();
    const check = await checkInventory(bench.db, stats);
    check.readSideCatchUpSeconds = catchUpSeconds;
    log(
      `check: ${check.daysTouched} inventory days touched (${check.daysFull} full), ${check.oversold} oversold, ${check.mismatched} not matching their bookings; bookings ${JSON.stringify(check.bookings)}; clients ${JSON.stringify(stats)}`,
    );

    const res = { phases, check, config: CFG, targetsGoal: TARGETS, machine, loadAvgAtEnd: load1() };
    res.targets = targets(res);
    res.allTargetsPass = res.targets.every((t) => t.pass);
    res.durationSeconds = Math.round((Date.now() - t0) / 1000);

    const ac = phases.helloAutocannon[`c${top}`];
    const head =
      `Last run: ${machine.date} — ${machine.nproc} cores (${machine.cpuModel}), Node ${machine.node}, PostgreSQL ${machine.postgres}. ` +
      `Data: the ${data.hotels.length} demo hotels (${data.rooms.length} room types, a year of allotment), a hotel mark-up per group, ` +
      `${CFG.agencies === 1 ? 'one approved agency' : `${CFG.agencies} approved agencies, taken in turn,`} with a RM ${fmt(CREDIT_LIMIT / 100)} credit limit, ` +
      `its user (bookings view, create, edit) booking and paying with agent credit. ` +
      `${Math.round(CFG.hotShare * 100)}% of flows go for ${data.hot.hotelCode} ${data.hot.code} on ${CFG.hotDays} dates with ${CFG.hotAllotment} rooms + ${CFG.hotOverbooking} overbooking each, ` +
      `the first date not yet seen sold out (the rest: any room type, any of days ${CFG.normalFrom}-${CFG.normalTo}, 1-3 nights). ` +
      `${CFG.seconds} s per figure after ${CFG.warmupSeconds} s of warm-up; ${CFG.keys ? 'an Idempotency-Key on every write' : 'no Idempotency-Key'}; API log level ${CFG.logLevel}.`;
    const conditions =
      `Conditions: 1-min load average ${machine.loadAvgAtStart[0]} at the start, ` +
      `${CFG.levels.map((c) => `${phases.flow[`c${c}`].loadAvg1m.before}–${phases.flow[`c${c}`].loadAvg1m.after} during the c${c} flows`).join(', ')}, ` +
      `${res.loadAvgAtEnd} at the end, on ${machine.nproc} cores shared by the API, PostgreSQL, Redis, the bench's client and other sessions' work. ` +
      `Hello-world by autocannon at c${top} in the same run: ${fmt(ac.okPerSec)} requests/s (p99 ${ac.latencyMs.p99} ms).`;
    const checkLine =
      `After the run (read side caught up in ${catchUpSeconds} s): ${fmt(check.daysTouched)} inventory days touched, ${fmt(check.daysFull)} of them full; ` +
      `${fmt(stats.booked)} bookings made (${fmt(stats.hotBooked)} on the contended dates), ${fmt(stats.issued)} issued, ` +
      `${fmt(stats.hotRefused)} contended and ${fmt(stats.refused)} other flows refused for lack of rooms; ` +
      `bookings in the database ${check.bookings.map((b) => `${b.status}/${b.payment_status} ${fmt(b.n)}`).join(', ')}` +
      `${check.bookingsMatchClients ? ', as the clients were answered' : ', NOT as the clients were answered'}.`;
    const figures = buildTable(res);
    console.log(
      `\nBooking bench\n\n${head}\n${conditions}\n\n${figures}\n\n${checkLine}\n\n${targetTable(res.targets)}\n\nTook ${res.durationSeconds}s.`,
    );
    await publishResults(
      CFG.writeResults,
      'booking',
      res,
      ['', head, conditions, '', figures, '', checkLine, '', targetTable(res.targets), ''],
      '## Bookings\n\nRun `npm run bench:booking`.',
      'block',
    );
  } finally {
    agent.destroy();
    await bench.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
