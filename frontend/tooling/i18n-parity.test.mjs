/**
 * i18n completeness: every catalogue under src/ (app/locales and features/<context>/locales)
 * has an en.json and an ms.json with exactly the same keys, and no empty strings.
 *
 *   npm test -w frontend        (node --test tooling/)
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const LANGUAGES = ['en', 'ms'];

function localeDirs(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const path = join(dir, entry.name);
    if (entry.name === 'locales') found.push(path);
    else found.push(...localeDirs(path));
  }
  return found;
}

/** 'a.b.c' for every leaf string. */
function flatten(value, prefix = '', into = new Map()) {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, value);
  }
  return into;
}

const dirs = localeDirs(SRC);

test('there are catalogues to compare (common + features)', () => {
  assert.ok(dirs.length >= 2, `found ${dirs.length} locales folders under src/`);
});

for (const dir of dirs) {
  const name = relative(SRC, dir);
  test(`${name}: en and ms have the same keys`, () => {
    const files = readdirSync(dir).filter((file) => file.endsWith('.json'));
    assert.deepEqual(
      files.sort(),
      LANGUAGES.map((language) => `${language}.json`).sort(),
      `${name} must hold exactly en.json and ms.json`,
    );
    const [en, ms] = LANGUAGES.map((language) => flatten(JSON.parse(readFileSync(join(dir, `${language}.json`), 'utf8'))));
    const onlyEn = [...en.keys()].filter((key) => !ms.has(key));
    const onlyMs = [...ms.keys()].filter((key) => !en.has(key));
    assert.deepEqual({ onlyEn, onlyMs }, { onlyEn: [], onlyMs: [] }, `${name}: keys missing from one catalogue`);
    for (const [language, catalogue] of [
      ['en', en],
      ['ms', ms],
    ]) {
      const bad = [...catalogue].filter(([, value]) => typeof value !== 'string' || value.trim() === '').map(([key]) => key);
      assert.deepEqual(bad, [], `${name}/${language}.json: empty or non-string values`);
    }
  });
}
