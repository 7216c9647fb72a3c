#!/usr/bin/env node
/**
 * `npm start` (after `npm run build`): applies migrations, seeds demo data (idempotent), then runs
 * the API (which also serves the web app) and the worker on http://localhost:${PORT:-8080}, and
 * once the API answers adds the demo business data through it (scripts/demo-data.mjs).
 * Without SMTP_URL it also runs the local mail catcher (scripts/mail-catcher.mjs): the worker
 * sends there and the mails are read at http://127.0.0.1:8025 (MAIL_CATCHER=0: not started).
 * Stops everything when the API or the worker exits, or on Ctrl+C.
 */
import { spawn, spawnSync } from 'node:child_process';
import { seedDemoBusiness } from './demo-data.mjs';
import { startMailCatcher } from './mail-catcher.mjs';

const root = new URL('..', import.meta.url).pathname;
const step = (script) => {
  const r = spawnSync(process.execPath, [script], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
step('backend/dist/cli/migrate.js');
step('backend/dist/cli/seed.js');

// A mail server of the user's own (SMTP_URL) wins; otherwise the catcher, on this machine only.
const catcher = !process.env.SMTP_URL && process.env.MAIL_CATCHER !== '0' ? await startMailCatcher() : null;
const env = catcher ? { ...process.env, SMTP_URL: catcher.smtpUrl } : process.env;

const children = ['backend/dist/main.js', 'backend/dist/worker.js'].map((script) =>
  spawn(process.execPath, [script], { cwd: root, stdio: 'inherit', env }),
);
let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 10_000).unref();
  Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.on('exit', r)))))
    .then(() => catcher?.close())
    .then(() => process.exit(code));
};
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
console.log(
  `\nback office starting on http://localhost:${process.env.PORT ?? 8080} (admin / ADMIN_PASSWORD, default Admin@12345)` +
    (catcher ? `\ne-mails (first-time login links, OTPs) are caught at ${catcher.webUrl}` : '') +
    '\n',
);

// Demo organizations, credit and users go through the API itself, so they are real events; a
// failure here leaves the system running (the data can be added later with `node scripts/demo-data.mjs`).
seedDemoBusiness({ mailCatcher: catcher?.webUrl }).catch((error) =>
  console.warn(`demo business data not added: ${error.message}`),
);
