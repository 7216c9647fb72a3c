/**
 * A feature's public face: another feature imports it only through `features/<feature>/index.ts`
 * (docs/architecture.md, "Web app"). The rule is the repository's ESLint config (eslint.config.mjs,
 * local/context-face, the backend's rule with the features as its root); these checks run it through the ESLint API on snippets placed in a
 * feature, then over every file of src/features, which must hold to it with no exception.
 *
 *   npm test -w frontend        (node --test tooling/)
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FEATURES = join(ROOT, 'frontend/src/features');
const RULE = 'local/context-face';
const eslint = new ESLint({ cwd: ROOT, ruleFilter: ({ ruleId }) => ruleId === RULE });

/** The rule's findings for `code` as if it were `file` (a path under frontend/src/features). */
async function lint(code, file = 'markups/components/Snippet.tsx') {
  const [result] = await eslint.lintText(code, { filePath: join(FEATURES, file) });
  assert.equal(result.fatalErrorCount, 0, JSON.stringify(result.messages));
  return result.messages.map(({ line, ruleId, message }) => ({ line, ruleId, message }));
}

test('an import of another feature past its index is refused, whichever way it is written', async () => {
  const found = await lint(
    [
      "import { HotelPicker } from '../../hotels/components/HotelPicker';",
      "import type { HotelFormProps } from '../../hotels/components/HotelForm';",
      "export { nameIn } from '../../hotels/components/hotel-words';",
      "export const load = () => import('../../hotels/hotels.api');",
      'export const picker: [typeof HotelPicker, HotelFormProps | null] = [HotelPicker, null];',
    ].join('\n'),
  );
  assert.deepEqual(
    found.map(({ line, ruleId }) => ({ line, ruleId })),
    [1, 2, 3, 4].map((line) => ({ line, ruleId: RULE })),
  );
  for (const { message } of found) assert.match(message, /features\/hotels\/index\.ts/);
});

test('a reach-in from a nested folder or a test file is refused too', async () => {
  const deep = await lint("export { userStatusChip } from '../../../users/user-status';", 'organizations/components/x/Deep.tsx');
  assert.equal(deep.length, 1);
  const inTest = await lint("export { useRoomListQuery } from '../../hotels/hotels.api';", 'markups/components/Snippet.test.tsx');
  assert.equal(inTest.length, 1);
});

test('through the index, and anything inside the own feature, passes', async () => {
  assert.deepEqual(
    await lint(
      [
        "import { HotelPicker, useRoomListQuery } from '../../hotels';",
        "import { feeBasisLabel } from '../../service-fees/index';",
        "import { ruleLink } from '../markup-words';",
        "import { QuoteAnswer } from './QuoteAnswer';",
        "import { formatDate } from '../../../ui/dates';",
        'export const used = [HotelPicker, useRoomListQuery, feeBasisLabel, ruleLink, QuoteAnswer, formatDate];',
      ].join('\n'),
    ),
    [],
  );
});

/** Every .ts/.tsx file under `dir`. */
const sources = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });

test('every feature holds to it, with no exception', async () => {
  const files = sources(FEATURES);
  assert.ok(files.length > 100, `found ${files.length} files under src/features`);
  const excused = files.filter((file) => /eslint-disable[^\n]*context-face/.test(readFileSync(file, 'utf8')));
  assert.deepEqual(excused, [], 'no file switches the rule off');
  const results = await eslint.lintFiles(files);
  const found = results.flatMap(({ filePath, messages }) =>
    messages.map(({ line, message }) => `${filePath.slice(FEATURES.length + 1)}:${line} ${message}`),
  );
  assert.deepEqual(found, []);
});
