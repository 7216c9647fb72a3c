#!/usr/bin/env node
// CPU profile of the availability search (docs/performance.md, "Hotel availability"): the API
// (one dist per run, node --cpu-prof) answers PROFILE_SEARCHES (300) searches one after the other
// (the bench's request: a destination's first page, 3 nights, 2 adults, destinations and check-ins
// rotating), on a database of ./generate.mjs kept between runs so two builds are compared on the
// same rows. Prints the mean and p50/p99 of a search and the API's CPU per search by top function.
//   node bench/hotel-availability/profile.mjs generate            # creates and fills PROFILE_DB
//   node bench/hotel-availability/profile.mjs run <dist> [<dist>] # profiles each dist on it
//   node bench/hotel-availability/profile.mjs drop
// PROFILE_DB (bench_hotels_profile), PROFILE_SEARCHES (300), PROFILE_DIR (/tmp/avail-prof).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { DESTINATIONS, FULL, generate } from './generate.mjs';
import { API, log, malaysianDay, repo } from '../support/api-bench.mjs';

const DB = process.env.PROFILE_DB ?? 'bench_hotels_profile';
const SEARCHES = Number(process.env.PROFILE_SEARCHES ?? 300);
const DIR = process.env.PROFILE_DIR ?? '/tmp/avail-prof';
const url = (db) => `postgres://postgres@127.0.0.1:5432/${db}`;
const PASSWORD = 'Profile!a1b2c3d4e5f69a';

function run(dist, script, env, nodeArgs = []) {
  const child = spawn(process.execPath, [...nodeArgs, path.resolve(repo, dist, script)], {
    cwd: repo,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
  return child;
}

const envFor = (port) => ({
  NODE_ENV: 'production',
  JWT_SECRET: 'profile-secret-0123456789abcdef0123456789',
  DATABASE_URL: url(DB),
  REDIS_URL: 'redis://127.0.0.1:6379',
  REDIS_PREFIX: `${DB}-${randomBytes(3).toString('hex')}:`,
  PORT: String(port),
  ADMIN_PASSWORD: PASSWORD,
  RATE_LIMIT_PER_MINUTE: '100000000',
  APP_URL: `http://127.0.0.1:${port}`,
  LOG_LEVEL: 'warn',
});

async function admin(f) {
  const c = new pg.Client({ connectionString: url('postgres') });
  await c.connect();
  try {
    return await f(c);
  } finally {
    await c.end();
  }
}

async function generateDb() {
  await admin((c) => c.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`).then(() => c.query(`CREATE DATABASE ${DB}`)));
  for (const script of ['cli/migrate.js', 'cli/seed.js']) {
    const code = await run(process.env.BENCH_BACKEND_DIST ?? 'backend/dist', script, envFor(0)).exited;
    if (code !== 0) throw new Error(`${script} exited with ${code}`);
  }
  const db = new pg.Client({ connectionString: url(DB) });
  await db.connect();
  try {
    await generate(db, FULL, log);
  } finally {
    await db.end();
  }
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Self time per function (ms) of a .cpuprofile, top n, and the total sampled. */
function summarise(profile, n = 25) {
  const self = new Map();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const dt = new Map();
  profile.samples.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  let total = 0;
  for (const [id, us] of dt) {
    const f = byId.get(id).callFrame;
    if (f.functionName === '(idle)') continue;
    const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').slice(-2).join('/')}:${f.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + us);
    total += us;
  }
  return {
    total: total / 1000,
    top: [...self]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, us]) => [k, us / 1000]),
  };
}

async function profileDist(dist) {
  const port = 39000 + Math.floor(Math.random() * 1000);
  const dir = path.join(DIR, path.basename(dist));
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const api = run(dist, 'main.js', envFor(port), ['--cpu-prof', `--cpu-prof-dir=${dir}`]);
  const base = `http://127.0.0.1:${port}${API}`;
  for (let i = 0; ; i++) {
    const res = await fetch(`${base}/health`).catch(() => null);
    if (res?.status === 200) break;
    if (i > 360) throw new Error('the API did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  const post = async (p, body, token) => {
    const res = await fetch(`${base}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (res.status !== 200) throw new Error(`${p}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const { accessToken } = await post('/bo/General/sign-in', { username: 'admin', password: PASSWORD });
  const search = (n) => {
    const checkIn = 8 + ((n * 7) % 300);
    return post(
      '/bo/RWTDIYHotel/searchAvailability',
      {
        destination: DESTINATIONS[n % DESTINATIONS.length],
        checkIn: malaysianDay(checkIn),
        checkOut: malaysianDay(checkIn + 3),
        adults: 2,
      },
      accessToken,
    );
  };
  for (let n = 0; n < 40; n++) await search(n + 1000); // warm-up: catalogues cached, JIT warm
  const ms = [];
  let rows = 0;
  const cpu0 = await cpuOf(api.pid);
  const t0 = performance.now();
  for (let n = 0; n < SEARCHES; n++) {
    const t = performance.now();
    const answer = await search(n);
    ms.push(performance.now() - t);
    rows += answer.hotels.length;
  }
  const wall = performance.now() - t0;
  const cpu1 = await cpuOf(api.pid);
  api.kill('SIGTERM');
  await api.exited;
  const file = (await readdir(dir)).find((f) => f.endsWith('.cpuprofile'));
  const summary = file ? summarise(JSON.parse(await readFile(path.join(dir, file), 'utf8'))) : null;
  ms.sort((a, b) => a - b);
  const r = (x) => Math.round(x * 100) / 100;
  console.log(`\n== ${dist}: ${SEARCHES} sequential searches, ${r(rows / SEARCHES)} hotels answered per search`);
  console.log(`   wall per search: mean ${r(wall / SEARCHES)} ms, p50 ${r(pct(ms, 50))} ms, p99 ${r(pct(ms, 99))} ms`);
  console.log(`   API CPU per search (utime+stime of the process, profiler on): ${r((cpu1 - cpu0) / SEARCHES)} ms`);
  if (summary) {
    console.log(`   profile ${path.join(dir, file)}: ${r(summary.total)} ms sampled (whole process life), top self time:`);
    for (const [k, v] of summary.top) console.log(`   ${v.toFixed(1).padStart(8)} ms  ${k}`);
  }
}

/** utime + stime of a process in ms (Linux /proc). */
async function cpuOf(pid) {
  const stat = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
  return ((Number(stat[11]) + Number(stat[12])) * 1000) / 100;
}

const [mode, ...dists] = process.argv.slice(2);
if (mode === 'generate') await generateDb();
else if (mode === 'drop') await admin((c) => c.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`));
else if (mode === 'run') for (const dist of dists.length ? dists : ['backend/dist']) await profileDist(dist);
else throw new Error('usage: profile.mjs generate | run <dist>... | drop');
