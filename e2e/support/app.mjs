/**
 * Starts the whole product for one e2e spec file against a FRESH PostgreSQL database:
 * create `bo_e2e_<random>`, migrate, seed, then run the API (which serves frontend/dist at `/`)
 * and the worker; wait for `GET /api/v1/health` to answer 200. `stop()` kills both processes,
 * drops the database and deletes the run's Redis keys.
 *
 * Needs `npm run build` first (backend/dist and frontend/dist, or E2E_BACKEND_DIST / E2E_WEB_DIST). PostgreSQL at
 * E2E_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres), Redis at REDIS_URL.
 *
 * E2E_BASE_URL=<url> skips all of this and tests an app that is already running (for example
 * `npm run dev -w frontend`); the admin password then comes from E2E_ADMIN_PASSWORD.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const ARTIFACTS = join(ROOT, 'e2e/artifacts');
const POSTGRES_URL = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const START_TIMEOUT_MS = Number(process.env.E2E_START_TIMEOUT_MS ?? 90_000);
const STOP_TIMEOUT_MS = 10_000;
// Where the built app lives; separate build folders let two people run e2e specs side by side.
const BACKEND_DIST = resolve(ROOT, process.env.E2E_BACKEND_DIST ?? 'backend/dist');
const WEB_DIST = resolve(ROOT, process.env.E2E_WEB_DIST ?? 'frontend/dist');

const live = new Set();
process.on('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

function databaseUrl(name) {
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(sql) {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function tail(file, lines = 40) {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** Runs a node script to completion; rejects with its output when it fails. */
function runScript(script, env, logFile) {
  return new Promise((resolveRun, reject) => {
    const log = createWriteStream(logFile, { flags: 'a' });
    const child = spawn(process.execPath, [script], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    live.add(child);
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      live.delete(child);
      log.end(() => {
        if (code === 0) resolveRun();
        else reject(new Error(`${script} exited with ${code ?? signal}\n${tail(logFile)}`));
      });
    });
  });
}

function startProcess(script, env, logFile) {
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(process.execPath, [script], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  live.add(child);
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  child.exited = new Promise((resolveExit) =>
    child.on('exit', (code, signal) => {
      live.delete(child);
      resolveExit({ code, signal });
    }),
  );
  return child;
}

async function stopProcess(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await child.exited;
  clearTimeout(timer);
}

async function waitForHealth(baseUrl, children, logFiles) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let last = 'no answer';
  while (Date.now() < deadline) {
    for (const child of children) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(
          `a process exited during start-up (${child.exitCode ?? child.signalCode})\n${logFiles.map((f) => `--- ${f}\n${tail(f)}`).join('\n')}`,
        );
      }
    }
    try {
      const response = await fetch(`${baseUrl}/api/v1/health`);
      if (response.status === 200) return;
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = error.message;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `GET /api/v1/health did not answer 200 within ${START_TIMEOUT_MS} ms (last: ${last})\n${logFiles.map((f) => `--- ${f}\n${tail(f)}`).join('\n')}`,
  );
}

async function deleteRedisKeys(prefix) {
  let Redis;
  try {
    ({ default: Redis } = await import('ioredis'));
  } catch {
    return; // ioredis not installed: keys expire with the Redis instance
  }
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } catch {
    // best effort
  } finally {
    redis.disconnect();
  }
}

/**
 * @param {{ env?: Record<string, string> }} [options] extra environment for migrate, seed, API and
 *   worker (e.g. `SMTP_URL` of a test mail server); it overrides the defaults below.
 * @returns {Promise<{ baseUrl: string, admin: { username: string, password: string }, runId: string, stop: () => Promise<void>, restartApi: () => Promise<void> }>}
 */
export async function startApp({ env: extraEnv = {} } = {}) {
  if (process.env.E2E_BASE_URL) {
    return {
      baseUrl: process.env.E2E_BASE_URL.replace(/\/$/, ''),
      admin: { username: 'admin', password: process.env.E2E_ADMIN_PASSWORD ?? 'Admin@12345' },
      runId: 'external',
      stop: async () => {},
    };
  }

  for (const file of [
    join(BACKEND_DIST, 'main.js'),
    join(BACKEND_DIST, 'worker.js'),
    join(BACKEND_DIST, 'cli/migrate.js'),
    join(BACKEND_DIST, 'cli/seed.js'),
    join(WEB_DIST, 'index.html'),
  ]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` before the e2e tests`);
  }

  const runId = randomBytes(5).toString('hex');
  const database = `bo_e2e_${runId}`;
  const redisPrefix = `e2e-${runId}:`;
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const admin = { username: 'admin', password: `E2e!${randomBytes(9).toString('base64url')}9a` };
  const logDir = join(ARTIFACTS, 'logs');
  mkdirSync(logDir, { recursive: true });
  const logs = {
    setup: join(logDir, `${runId}-setup.log`),
    api: join(logDir, `${runId}-api.log`),
    worker: join(logDir, `${runId}-worker.log`),
  };

  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl(database),
    REDIS_URL,
    REDIS_PREFIX: redisPrefix,
    PORT: String(port),
    ADMIN_PASSWORD: admin.password,
    RATE_LIMIT_PER_MINUTE: '10000',
    // Browser specs sign the same users in many times a minute.
    SIGN_IN_USERNAME_RATE_LIMIT_PER_MINUTE: '1000',
    WEB_DIST,
    // Links in e-mails (first-time login, password reset) must open this app.
    APP_URL: baseUrl,
    ...extraEnv,
  };

  await adminQuery(`CREATE DATABASE "${database}"`);
  const children = [];
  const stop = async () => {
    await Promise.all(children.map(stopProcess));
    await adminQuery(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch((error) =>
      console.error(`e2e: could not drop ${database}: ${error.message}`),
    );
    await deleteRedisKeys(redisPrefix);
  };

  try {
    await runScript(join(BACKEND_DIST, 'cli/migrate.js'), env, logs.setup);
    await runScript(join(BACKEND_DIST, 'cli/seed.js'), env, logs.setup);
    children.push(startProcess(join(BACKEND_DIST, 'main.js'), env, logs.api));
    children.push(startProcess(join(BACKEND_DIST, 'worker.js'), env, logs.worker));
    await waitForHealth(baseUrl, children, [logs.api, logs.worker]);
  } catch (error) {
    await stop();
    throw error;
  }

  /**
   * Kills the API process at once (SIGKILL: no shutdown, requests in flight lost) and starts it
   * again on the same port and data; resolves when it answers health (the crash tests).
   */
  const restartApi = async () => {
    const api = children[0];
    api.kill('SIGKILL');
    await api.exited;
    children[0] = startProcess(join(BACKEND_DIST, 'main.js'), env, logs.api);
    await waitForHealth(baseUrl, children, [logs.api, logs.worker]);
  };

  return { baseUrl, admin, runId, stop, restartApi };
}
