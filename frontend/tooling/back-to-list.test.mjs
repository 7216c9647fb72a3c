/**
 * The way back from a record opened over its list (src/ui/back-to-list.ts): the list's own filters
 * and page are kept, the parameter that opened the record is not.
 *
 *   npm test -w frontend        (node --test tooling/)
 */
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
/** @type {typeof import('../src/ui/back-to-list.ts')} */
let back;

before(async () => {
  ({ module: back } = await runnerImport('/src/ui/back-to-list.ts', { root, configFile: false, logLevel: 'error' }));
});

test('the list keeps its filters and page, without the record', () => {
  const params = new URLSearchParams('status=PPA&curPageIndex=2&ref=BK123');
  assert.equal(back.backToList('/view-booking', params, 'ref'), '/view-booking?status=PPA&curPageIndex=2');
  // The page's own parameters are left as they were.
  assert.equal(params.get('ref'), 'BK123');
});

test('nothing but the record: the bare list', () => {
  assert.equal(
    back.backToList('/Settings/downloadPayload/downloadPayload', new URLSearchParams('id=42'), 'id'),
    '/Settings/downloadPayload/downloadPayload',
  );
});
