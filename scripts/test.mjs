#!/usr/bin/env node
/**
 * `npm test`: every suite, in order: unit (shared + backend, no services), integration (real
 * PostgreSQL with a fresh database per run, real Redis with a per-run key prefix), browser
 * (builds the app, then Playwright over Debian's Chromium against a fresh database).
 * The unit stage also runs `npm run lint` (one check), the root tooling/ node:test checks (the project's ESLint rules), the
 * frontend's node:test checks (e.g. en/ms catalogue parity) and its component tests (vitest +
 * Testing Library in jsdom, the API answered by a local HTTP server).
 * `npm test -- unit|int|e2e` runs one stage. Ends with one line "N passed, N failed".
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const only = process.argv[2];
const stages = ['unit', 'int', 'e2e'].filter((s) => !only || s === only);
if (only && stages.length === 0) {
  console.error(`unknown stage ${only}: use unit, int or e2e`);
  process.exit(2);
}
const scratch = mkdtempSync(join(tmpdir(), 'bo-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let crashed = false;

function run(cmd, args, options = {}) {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options });
  return result.status ?? 1;
}

/**
 * Adds the counts of a jest-shaped JSON report (jest's --json, vitest's json reporter); a run
 * without a report, or one that exited non-zero, is a crash. A file that fails before its tests
 * run (an import error) counts as one failure.
 */
function count(out, status) {
  try {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    if (report.numFailedTestSuites > 0 && report.numFailedTests === 0) totals.failed += report.numFailedTestSuites;
  } catch {
    crashed = true;
  }
  if (status !== 0) crashed = true;
}

/** Runs jest and adds its counts. */
function jest(name, args) {
  const out = join(scratch, `${name}.json`);
  count(out, run('npx', ['jest', '--ci', '--json', `--outputFile=${out}`, ...args]));
}

/** Runs vitest once (its own summary on screen) and adds its counts. */
function vitest(name, cwd) {
  const out = join(scratch, `${name}.json`);
  count(out, run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], { cwd }));
}

/** Runs node:test, printing the spec reporter and counting from a TAP copy. */
function nodeTest(name, cwd, args) {
  const tap = join(scratch, `${name}.tap`);
  const status = run(
    'node',
    [
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${tap}`,
      ...args,
    ],
    { cwd },
  );
  try {
    const text = readFileSync(tap, 'utf8');
    const count = (label) => Number(text.match(new RegExp(`^# ${label} (\\d+)`, 'm'))?.[1] ?? 0);
    totals.passed += count('pass');
    totals.failed += count('fail') + count('cancelled');
    totals.skipped += count('skipped') + count('todo');
  } catch {
    crashed = true;
  }
  if (status !== 0) crashed = true;
}

for (const stage of stages) {
  if (stage === 'unit') {
    jest('shared', ['--config', 'shared/jest.config.js']);
    jest('backend-unit', ['--config', 'backend/jest.config.js', '--selectProjects', 'backend-unit']);
    // The project's own lint rules (tooling/eslint/), linting snippets through the ESLint API.
    nodeTest('tooling', root, ['tooling/']);
    // The whole tree under the lint rules (the contexts' faces among them), no warning allowed: one check.
    if (run('npm', ['run', 'lint']) === 0) totals.passed += 1;
    else totals.failed += 1;
    // The frontend's tooling tests load app modules through Vite, which resolves @bo/shared to its build.
    if (run('npm', ['run', 'build', '-w', 'shared']) !== 0) crashed = true;
    else nodeTest('frontend', join(root, 'frontend'), ['tooling/']);
    vitest('frontend-components', join(root, 'frontend'));
  }
  if (stage === 'int') {
    // The global setup runs outside Jest's module mapping: the contexts it migrates import @bo/shared's build.
    if (run('npm', ['run', 'build', '-w', 'shared']) !== 0) {
      crashed = true;
      continue;
    }
    jest('backend-int', ['--config', 'backend/jest.config.js', '--selectProjects', 'backend-int', '--maxWorkers=2']);
  }
  if (stage === 'e2e') {
    if (run('npm', ['run', 'build']) !== 0) {
      crashed = true;
      continue;
    }
    // The login bundle's budget (bench/bundle: gzip JS to show /login), read from the build just made.
    if (run('node', ['bench/bundle/run.mjs']) === 0) totals.passed += 1;
    else totals.failed += 1;
    const specs = readdirSync(join(root, 'e2e/specs'))
      .filter((f) => f.endsWith('.e2e.mjs'))
      .map((f) => `specs/${f}`);
    nodeTest('e2e', join(root, 'e2e'), ['--test-concurrency=1', ...specs]);
  }
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(crashed || totals.failed > 0 ? 1 : 0);
