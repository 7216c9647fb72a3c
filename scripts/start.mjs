#!/usr/bin/env node
/**
 * `npm start` (after `npm run build`): applies migrations, seeds demo data (idempotent), then runs
 * the API (which also serves the web app) and the worker on http://localhost:${PORT:-8080}, and
 * once the API answers adds the demo business data through it (scripts/demo-data.mjs).
 * Stops both when either exits or on Ctrl+C.
 */
import { spawn, spawnSync } from 'node:child_process';
import { seedDemoBusiness } from './demo-data.mjs';

const root = new URL('..', import.meta.url).pathname;
const step = (script) => {
  const r = spawnSync(process.execPath, [script], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
step('backend/dist/cli/migrate.js');
step('backend/dist/cli/seed.js');

const children = ['backend/dist/main.js', 'backend/dist/worker.js'].map((script) =>
  spawn(process.execPath, [script], { cwd: root, stdio: 'inherit' }),
);
let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 10_000).unref();
  Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.on('exit', r))))).then(() =>
    process.exit(code),
  );
};
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
console.log(
  `\nback office starting on http://localhost:${process.env.PORT ?? 8080} (admin / ADMIN_PASSWORD, default Admin@12345)\n`,
);

// Demo organizations and credit go through the API itself, so they are real events; a failure
// here leaves the system running (the data can be added later with `node scripts/demo-data.mjs`).
seedDemoBusiness().catch((error) => console.warn(`demo business data not added: ${error.message}`));
