#!/usr/bin/env node
/**
 * `npm run dev`: hot reload for everything. TypeScript watch for shared and backend, node --watch
 * restarts the API and worker on change, Vite serves the web app on :5173 with /api and
 * /socket.io proxied to the API on :8080. Without SMTP_URL, e-mails go to the local mail catcher
 * (http://127.0.0.1:8025, scripts/mail-catcher.mjs).
 */
import { spawn, spawnSync } from 'node:child_process';
import { startMailCatcher } from './mail-catcher.mjs';

const root = new URL('..', import.meta.url).pathname;
const npx = (args) => spawnSync('npx', args, { cwd: root, stdio: 'inherit' });
if (npx(['tsc', '-p', 'shared/tsconfig.json']).status !== 0) process.exit(1);
if (npx(['tsc', '-p', 'backend/tsconfig.build.json']).status !== 0) process.exit(1);
spawnSync(process.execPath, ['backend/dist/cli/migrate.js'], { cwd: root, stdio: 'inherit' });
spawnSync(process.execPath, ['backend/dist/cli/seed.js'], { cwd: root, stdio: 'inherit' });

const catcher = !process.env.SMTP_URL && process.env.MAIL_CATCHER !== '0' ? await startMailCatcher() : null;
if (catcher) console.log(`e-mails (first-time login links, OTPs) are caught at ${catcher.webUrl}`);
const env = catcher ? { ...process.env, SMTP_URL: catcher.smtpUrl } : process.env;

const procs = [
  ['npx', ['tsc', '-w', '--preserveWatchOutput', '-p', 'shared/tsconfig.json']],
  ['npx', ['tsc', '-w', '--preserveWatchOutput', '-p', 'backend/tsconfig.build.json']],
  [process.execPath, ['--watch-path=backend/dist', '--watch-path=shared/dist', 'backend/dist/main.js']],
  [process.execPath, ['--watch-path=backend/dist', '--watch-path=shared/dist', 'backend/dist/worker.js']],
  ['npm', ['run', 'dev', '-w', 'frontend']],
].map(([cmd, args]) => spawn(cmd, args, { cwd: root, stdio: 'inherit', env }));
const stop = async () => {
  for (const p of procs) p.kill('SIGTERM');
  await catcher?.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
