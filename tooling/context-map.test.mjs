/**
 * docs/architecture.md's picture of the contexts is the code's: the table between its
 * `<!-- context-map -->` markers lists exactly the face imports tooling/context-map.mjs finds.
 *
 *   node --test tooling/        (npm test, unit stage)
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { contextMap, contextMapTable } from './context-map.mjs';

const rows = (markdown) =>
  markdown
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|[\s|:-]+\|$/.test(line))
    .slice(1)
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );

test('the context map in docs/architecture.md matches the imports of the faces', () => {
  const doc = readFileSync(new URL('../docs/architecture.md', import.meta.url), 'utf8');
  const block = doc.match(/<!-- context-map:start -->([\s\S]*?)<!-- context-map:end -->/);
  assert.ok(block, 'docs/architecture.md has the <!-- context-map:start/end --> markers');
  assert.deepEqual(rows(block[1]), rows(contextMapTable()), 'run `node tooling/context-map.mjs` and paste its table');
});

test('the map is read from the code: every context that imports another is in it', () => {
  const edges = contextMap();
  assert.ok(edges.some((e) => e.from === 'bookings' && e.to === 'hotels' && e.names.includes('HotelProductLine')));
  assert.ok(edges.every((e) => e.from !== e.to && e.names.length > 0));
});
