/**
 * Read your own writes in the web app (src/lib/read-after.ts): the tab keeps the latest
 * X-Log-Position it was answered and sends it back as X-Read-After on every call.
 *
 *   npm test -w frontend        (node --test tooling/)
 */
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
/** @type {typeof import('../src/lib/read-after.ts')} */
let readAfter;

before(async () => {
  ({ module: readAfter } = await runnerImport('/src/lib/read-after.ts', { root, logLevel: 'error' }));
});

test('nothing written yet: no header; then the latest position, kept when answers come out of order', () => {
  assert.deepEqual(readAfter.readAfterHeaders(), {});
  readAfter.rememberLogPosition(null); // a read: no position
  assert.deepEqual(readAfter.readAfterHeaders(), {});
  readAfter.rememberLogPosition('10.7');
  assert.deepEqual(readAfter.readAfterHeaders(), { 'x-read-after': '10.7' });
  // A write that started earlier answers later: its position is before the one kept.
  readAfter.rememberLogPosition('9.12');
  assert.deepEqual(readAfter.readAfterHeaders(), { 'x-read-after': '10.7' });
  readAfter.rememberLogPosition('10.31');
  assert.deepEqual(readAfter.readAfterHeaders(), { 'x-read-after': '10.31' });
  readAfter.rememberLogPosition('not a position');
  assert.deepEqual(readAfter.readAfterHeaders(), { 'x-read-after': '10.31' });
});
