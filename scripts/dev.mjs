#!/usr/bin/env node
/**
 * `npm run dev`: hot reload for everything. TypeScript watch for shared and backend, node --watch
 * restarts the API and worker on change, Vite serves the web app on :5173 with /api and
 * /socket.io proxied to the API on :8080.
 */
import { spawn, spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const npx = (args) => spawnSync('npx', args, { cwd: root, stdio: 'inherit' });
if (npx(['tsc', '-p', 'shared/tsconfig.json']).status !== 0) process.exit(1);
if (npx(['tsc', '-p', 'backend/tsconfig.build.json']).status !== 0) process.exit(1);
spawnSync(process.execPath, ['backend/dist/cli/migrate.js'], { cwd: root, stdio: 'inherit' });
spawnSync(process.execPath, ['backend/dist/cli/seed.js'], { cwd: root, stdio: 'inherit' });

const procs = [
  ['npx', ['tsc', '-w', '--preserveWatchOutput', '-p', 'shared/tsconfig.json']],
  ['npx', ['tsc', '-w', '--preserveWatchOutput', '-p', 'backend/tsconfig.build.json']],
  [process.execPath, ['--watch-path=backend/dist', '--watch-path=shared/dist', 'backend/dist/main.js']],
  [process.execPath, ['--watch-path=backend/dist', '--watch-path=shared/dist', 'backend/dist/worker.js']],
  ['npm', ['run', 'dev', '-w', 'frontend']],
].map(([cmd, args]) => spawn(cmd, args, { cwd: root, stdio: 'inherit' }));
const stop = () => {
  for (const p of procs) p.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
