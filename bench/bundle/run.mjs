#!/usr/bin/env node
/**
 * Login bundle budget: how much JavaScript (gzip) the browser needs to show /login.
 *
 *   npm run bench:bundle        (builds frontend/dist first; `node bench/bundle/run.mjs` alone does not)
 *
 * Reads frontend/dist/.vite/manifest.json (vite `build.manifest`) and sums, without double
 * counting, the entry chunk and its static imports, plus the lazily loaded chunks needed before
 * the login screen shows (the shell's and the login route's English strings, the login screen)
 * and their static imports. Chunks the page fetches after it shows (toasts, the sign-in checks)
 * are not counted. Each file is gzipped on its own (as a server sends it; the build also writes
 * brotli copies, smaller still). Exits 1 above the budget (190 kB by default; 1 kB = 1000 bytes,
 * as vite prints), 2 when the build is missing.
 *
 * Options: --budget <kB> (or BUNDLE_BUDGET_KB), --dist <folder> (or BUNDLE_WEB_DIST; default
 * frontend/dist), --json (machine-readable result on stdout).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Manifest keys (source paths relative to frontend/) of the lazy chunks needed to show /login:
 * the shell's strings (loaded before the first paint) and the login route (its screen and strings).
 */
const LOGIN_ROUTE_SOURCES = [
  'src/app/locales/en.json',
  'src/features/identity-access/components/LoginPage.tsx',
  'src/features/identity-access/locales/en.json',
];

const args = process.argv.slice(2);
const asJson = args.includes('--json');
const budgetArg = args.indexOf('--budget');
const budgetKb = Number(budgetArg >= 0 ? args[budgetArg + 1] : (process.env.BUNDLE_BUDGET_KB ?? 190));
const distArg = args.indexOf('--dist');
const dist = resolve(root, distArg >= 0 ? args[distArg + 1] : (process.env.BUNDLE_WEB_DIST ?? 'frontend/dist'));
const manifestPath = join(dist, '.vite/manifest.json');

if (!existsSync(manifestPath)) {
  console.error(`bench:bundle: ${manifestPath} not found; run \`npm run build -w frontend\` first.`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
if (entries.length !== 1) {
  console.error(`bench:bundle: expected one entry chunk in the manifest, found ${entries.length}.`);
  process.exit(2);
}
const [entryKey] = entries[0];

const missing = LOGIN_ROUTE_SOURCES.filter((key) => !manifest[key]);
if (missing.length) {
  console.error(`bench:bundle: the manifest has no chunk for ${missing.join(', ')} (did the login route move?).`);
  process.exit(2);
}

/** key -> why it is needed */
const needed = new Map();
function collect(key, reason) {
  if (needed.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest entry ${key} not found`);
  needed.set(key, reason);
  for (const dep of chunk.imports ?? []) collect(dep, `static import of ${reason === 'entry' ? 'entry' : key}`);
}
collect(entryKey, 'entry');
for (const key of LOGIN_ROUTE_SOURCES) collect(key, key.startsWith('src/app/') ? 'shell strings (lazy)' : 'login route (lazy)');

const rows = [...needed].map(([key, reason]) => {
  const file = manifest[key].file;
  const bytes = readFileSync(join(dist, file));
  return { file, key, reason, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
});
rows.sort((a, b) => b.gzip - a.gzip);

const cssFiles = new Set([...needed.keys()].flatMap((key) => manifest[key].css ?? []));
const css = [...cssFiles].reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0);

const totalGzip = rows.reduce((sum, row) => sum + row.gzip, 0);
const totalRaw = rows.reduce((sum, row) => sum + row.raw, 0);
const kb = (bytes) => (bytes / 1000).toFixed(1);
const ok = totalGzip <= budgetKb * 1000;

if (asJson) {
  console.log(
    JSON.stringify(
      {
        totalGzipKb: Number(kb(totalGzip)),
        totalRawKb: Number(kb(totalRaw)),
        cssGzipKb: Number(kb(css)),
        budgetKb,
        ok,
        files: rows,
      },
      null,
      2,
    ),
  );
} else {
  console.log('JavaScript needed to show /login (gzip, 1 kB = 1000 bytes):');
  for (const row of rows) console.log(`  ${kb(row.gzip).padStart(7)} kB  ${row.file.padEnd(48)} ${row.reason}`);
  console.log(`  ${'-'.repeat(7)}`);
  console.log(
    `  ${kb(totalGzip).padStart(7)} kB  total JS gzip (${kb(totalRaw)} kB raw, ${rows.length} files); budget ${budgetKb} kB`,
  );
  console.log(`  ${kb(css).padStart(7)} kB  CSS gzip (not budgeted)`);
  console.log(ok ? 'bench:bundle: within budget' : `bench:bundle: OVER BUDGET by ${kb(totalGzip - budgetKb * 1000)} kB`);
}
process.exit(ok ? 0 : 1);
