// The generic parts of a bench that drives the real API (backend/dist) over HTTP: a fresh database,
// the API process, autocannon figures with warm-up, Markdown tables as prettier writes them, raw
// results. The block in docs/performance.md is ./performance-doc.mjs's.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { writeBenchBlock } from './performance-doc.mjs';

export const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const API = '/api/v1';
export const env = (name, fallback) => (process.env[name] !== undefined ? Number(process.env[name]) : fallback);
export const log = (...a) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...a);
export const load1 = () => Math.round(os.loadavg()[0] * 100) / 100;
/** The Malaysian date (UTC+8, no daylight saving) `n` days from today, `YYYY-MM-DD`. */
export const malaysianDay = (n) => new Date(Date.now() + 8 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);
/**
 * The knobs of an API bench's figures: BENCH_SECONDS and BENCH_WARMUP_SECONDS per figure (these
 * defaults otherwise), BENCH_CONCURRENCY (default 1,16), BENCH_LOG_LEVEL of the API (warn) and
 * BENCH_WRITE=0: print only (a trial run), keep bench/results and docs/performance.md as they are.
 */
export const benchConfig = ({ seconds, warmupSeconds }) => ({
  seconds: env('BENCH_SECONDS', seconds),
  warmupSeconds: env('BENCH_WARMUP_SECONDS', warmupSeconds),
  levels: (process.env.BENCH_CONCURRENCY ?? '1,16').split(',').map(Number),
  logLevel: process.env.BENCH_LOG_LEVEL ?? 'warn',
  writeResults: process.env.BENCH_WRITE !== '0',
});
export const r2 = (x) => (x === null || x === undefined || Number.isNaN(x) ? null : Math.round(x * 100) / 100);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function fmt(n) {
  if (n === null || n === undefined) return 'n/a';
  return Number.isInteger(n) ? n.toLocaleString('en-US') : String(n);
}

/** A Markdown table as prettier writes it (so the rewritten doc stays formatted); `align` per column: 'l' or 'r'. */
export function table(head, rows, align = head.map((_, i) => (i === 0 ? 'l' : 'r'))) {
  const widths = head.map((h, i) => Math.max(h.length, 3, ...rows.map((r) => String(r[i]).length)));
  const pad = (c, i) => (align[i] === 'l' ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]));
  const line = (cells) => `| ${cells.map(pad).join(' | ')} |`;
  const sep = `| ${widths.map((w, i) => (align[i] === 'l' ? ':' + '-'.repeat(w - 1) : '-'.repeat(w - 1) + ':')).join(' | ')} |`;
  return [line(head), sep, ...rows.map(line)].join('\n');
}

/** The target rows every bench prints and writes: name, measured, goal, PASS/FAIL. */
export const targetTable = (targets) =>
  table(
    ['target', 'measured', 'goal', 'result'],
    targets.map((t) => [t.name, fmt(t.value), t.goal, t.pass ? 'PASS' : 'FAIL']),
    ['l', 'r', 'r', 'l'],
  );

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * A fresh database `<name>_<suffix>` with the app's migrations and seed, and an API process on a
 * free port (BENCH_ROUTES=1 for the hello-world route, rate limits out of the way); with `worker`
 * the worker process too, and `env` added to both processes' environment. `prepare(db)` runs
 * between the seed and the API's start (data generators). Call `close()` in a finally: it stops the
 * processes and drops the database. `suffix` is the run's own (names and keys made from it do not
 * meet another run's).
 */
export async function startBenchApi({
  name,
  logLevel = 'warn',
  prepare = async () => undefined,
  apiNodeArgs = [],
  worker = false,
  env = {},
}) {
  const pgHost = process.env.BENCH_PG_HOST ?? '127.0.0.1';
  const pgPort = process.env.BENCH_PG_PORT ?? '5432';
  const pgUser = process.env.BENCH_PG_USER ?? 'postgres';
  const dist = path.resolve(repo, process.env.BENCH_BACKEND_DIST ?? 'backend/dist');
  for (const f of ['main.js', ...(worker ? ['worker.js'] : []), 'cli/migrate.js', 'cli/seed.js'])
    if (!existsSync(path.join(dist, f))) throw new Error(`${path.join(dist, f)} is missing: build the backend first`);
  const suffix = randomBytes(4).toString('hex');
  const database = `${name}_${suffix}`;
  const urlFor = (db) => `postgres://${pgUser}@${pgHost}:${pgPort}/${db}`;
  const admin = new pg.Client({ connectionString: urlFor('postgres') });
  await admin.connect();
  const postgres = (await admin.query('SHOW server_version')).rows[0].server_version;
  await admin.query(`CREATE DATABASE ${database}`);
  const logDir = path.join(os.tmpdir(), `${name}-${suffix}`);
  await mkdir(logDir, { recursive: true });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const adminPassword = `Bench!${randomBytes(6).toString('hex')}9a`;
  const childEnv = {
    ...process.env,
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(24).toString('hex'),
    DATABASE_URL: urlFor(database),
    REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `${name}-${suffix}:`,
    PORT: String(port),
    ADMIN_PASSWORD: adminPassword,
    RATE_LIMIT_PER_MINUTE: '100000000',
    APP_URL: base,
    LOG_LEVEL: logLevel,
    BENCH_ROUTES: '1',
    ...env,
  };
  const children = new Set();
  const run = (script, logFile, nodeArgs = []) => {
    const out = createWriteStream(path.join(logDir, logFile), { flags: 'a' });
    const child = spawn(process.execPath, [...nodeArgs, path.join(dist, script)], {
      cwd: repo,
      env: childEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    child.stdout.pipe(out);
    child.stderr.pipe(out);
    child.exited = new Promise((resolve) =>
      child.on('exit', (code, signal) => (children.delete(child), resolve(code ?? signal))),
    );
    return child;
  };
  const kill = () => children.forEach((c) => c.kill('SIGKILL'));
  process.on('exit', kill);
  const dropDatabase = () =>
    admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch((e) => log(`could not drop ${database}: ${e.message}`));
  process.once('SIGINT', () => {
    log('interrupted: dropping the bench database');
    kill();
    dropDatabase().finally(() => process.exit(130));
  });

  const db = new pg.Client({ connectionString: urlFor(database) });
  const close = async () => {
    await db.end().catch(() => undefined);
    for (const c of children) {
      c.kill('SIGTERM');
      const timer = setTimeout(() => c.kill('SIGKILL'), 10_000);
      await c.exited;
      clearTimeout(timer);
    }
    await dropDatabase();
    await admin.end();
    await deleteRedisKeys(childEnv.REDIS_URL, childEnv.REDIS_PREFIX);
  };
  try {
    for (const script of ['cli/migrate.js', 'cli/seed.js']) {
      const code = await run(script, 'setup.log').exited;
      if (code !== 0) throw new Error(`${script} exited with ${code} (see ${logDir})`);
    }
    await db.connect();
    await prepare(db);
    // BENCH_API_NODE_ARGS: node flags for the API process only, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
    const procs = [
      run('main.js', 'api.log', [...apiNodeArgs, ...(process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean)]),
      ...(worker ? [run('worker.js', 'worker.log')] : []),
    ];
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (procs.some((p) => p.exitCode !== null))
        throw new Error(`${worker ? 'a process' : 'the API'} exited during start-up; see ${logDir}`);
      const res = await fetch(`${base}${API}/health`).catch(() => null);
      if (res?.status === 200) break;
      if (Date.now() > deadline) throw new Error(`health did not answer 200; see ${logDir}`);
      await sleep(250);
    }
    log(`${worker ? 'API and worker' : 'API'} up at ${base} on database ${database} (logs in ${logDir})`);
  } catch (error) {
    await close();
    throw error;
  }
  /** A JSON call of the API (`key`: its Idempotency-Key); a 4xx or 5xx throws. */
  const call = async (method, p, { token, body, form, key } = {}) => {
    const headers = {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    };
    const res = await fetch(`${base}${API}${p}`, { method, headers, body: form ?? (body && JSON.stringify(body)) });
    const json = await res.json().catch(() => null);
    if (res.status >= 400) throw new Error(`${method} ${p}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
    return json;
  };
  const signIn = async (username = 'admin', password = adminPassword) =>
    (await call('POST', '/bo/General/sign-in', { body: { username, password } })).accessToken;
  return { base, db, call, signIn, close, postgres, suffix };
}

/** Deletes the Redis keys under `prefix` (a run's queue metadata); best effort, they only take space. */
export async function deleteRedisKeys(url, prefix) {
  try {
    const { default: Redis } = await import(createRequire(path.join(repo, 'backend/package.json')).resolve('ioredis'));
    const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
    redis.disconnect();
  } catch {
    // best effort
  }
}

export async function machineFacts(postgres) {
  return {
    date: new Date().toISOString(),
    nproc: os.availableParallelism?.() ?? os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    loadAvgAtStart: os.loadavg().map((x) => Math.round(x * 100) / 100),
    node: process.version,
    postgres,
  };
}

const cannon = (opts) =>
  new Promise((resolve, reject) => autocannon({ timeout: 30, ...opts }, (err, res) => (err ? reject(err) : resolve(res))));

/** One autocannon figure after a warm-up: ok/s, latency percentiles, failures, load around it. `opts()` gives fresh request options. */
export async function measure(label, opts, connections, { seconds, warmupSeconds }) {
  if (warmupSeconds > 0) await cannon({ ...opts(), connections, duration: warmupSeconds });
  const loadBefore = load1();
  const res = await cannon({ ...opts(), connections, duration: seconds });
  const out = {
    label,
    connections,
    seconds: res.duration,
    requests: res.requests.total,
    ok: res['2xx'],
    non2xx: res.non2xx,
    errors: res.errors,
    timeouts: res.timeouts,
    okPerSec: Math.round(res['2xx'] / res.duration),
    latencyMs: {
      p50: res.latency.p50,
      p90: res.latency.p90,
      p99: res.latency.p99,
      max: res.latency.max,
      mean: r2(res.latency.mean),
    },
    loadAvg1m: { before: loadBefore, after: load1() },
  };
  log(
    `${label} c${connections}: ${out.okPerSec} ok/s, p50 ${out.latencyMs.p50} ms, p99 ${out.latencyMs.p99} ms, non-2xx ${out.non2xx}, errors ${out.errors}`,
  );
  return out;
}

/** autocannon options for the hello-world route (BENCH_ROUTES=1) of the API at `base`. */
export const helloOpts = (base) => () => ({ url: `${base}${API}/bench/hello` });

/**
 * autocannon options for POSTs of `path` (below /api/v1) as `token`'s user: the n-th request (n
 * from 1, counted over every figure the options serve) sends the JSON `body(n)`, with `headers(n)`.
 */
export function postOpts(base, token, path, body, headers = () => ({})) {
  let n = 0;
  return () => ({
    url: base,
    requests: [
      {
        method: 'POST',
        path: `${API}${path}`,
        setupRequest: (req) => {
          n++;
          return {
            ...req,
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers(n) },
            body: JSON.stringify(body(n)),
          };
        },
      },
    ],
  });
}

/**
 * A run's outputs, unless `write` is off (BENCH_WRITE=0): bench/results/<name>.json, and `lines` as
 * the bench's block in docs/performance.md (under `section` on a first run).
 */
export async function publishResults(write, name, res, lines, section, block = 'table') {
  if (!write) return log('BENCH_WRITE=0: nothing written');
  await writeResults(name, res);
  await writeBenchBlock(path.join(repo, 'docs/performance.md'), name, lines, section);
  log(`wrote bench/results/${name}.json and the ${block} in docs/performance.md`);
}

export async function writeResults(name, res) {
  await mkdir(path.join(repo, 'bench/results'), { recursive: true });
  await writeFile(path.join(repo, `bench/results/${name}.json`), JSON.stringify(res, null, 2) + '\n');
}

/**
 * An approved travel agency made by staff through the API (`call` as startBenchApi answers it, or a
 * bench's own with the same shape); `tag` makes its name, registration number and e-mail its own.
 */
export async function createOrganization(call, token, tag) {
  const fields = {
    organizationName: `Bench ${tag} Travel Sdn Bhd`,
    registrationNumber: `2022${tag}`.toUpperCase(),
    organizationType: 'TRAVEL_AGENCY',
    email: `finance.${tag}@bench.example`,
    contactNumber: '03-1234-5678',
    addressLine1: '1 Jalan Ampang',
    postcode: '50450',
    city: 'Kuala Lumpur',
    state: 'W.P. Kuala Lumpur',
    countryCode: 'MYS',
  };
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return (await call('POST', '/bo/Organization/create', { token, form })).organizationId;
}
