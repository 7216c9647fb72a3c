/**
 * The ESLint rule local/context-face (tooling/eslint/context-face.mjs) as the project's config
 * applies it to backend/src/modules: a reach-in into another context's internals is an error at
 * any depth and in every import form; the other context's face and one's own internals pass.
 * (That the code as it is has none is `npm run lint`'s.)
 *
 *   node --test tooling/        (npm test, unit stage)
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The messages of rule local/context-face for `code` as if it were the file `filePath`. */
async function faceErrors(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'local/context-face');
}

test('a reach-in into another context is refused, at any depth and in every import form', async () => {
  const cases = [
    [
      'backend/src/modules/bookings/x.ts',
      "import { HotelsService } from '../hotels/hotels/hotels.service';\nexport const a = HotelsService;\n",
    ],
    [
      'backend/src/modules/bookings/commands/book/x.ts',
      "import type { Refusal } from '../../../hotels/availability/rules';\nexport type A = Refusal;\n",
    ],
    [
      'backend/src/modules/bookings/commands/book/deep/x.ts',
      "export { HotelInventory } from '../../../../hotels/ports/hotel-inventory';\n",
    ],
    ['backend/src/modules/pricing/x.ts', "export * from './../credit/fees/credit-fees.module';\n"],
    ['backend/src/modules/credit/x.ts', "export const m = () => import('../organizations/services/organization-directory');\n"],
    ['backend/src/modules/credit/x.ts', "export const m = require('../settings/banks/banks.service.ts');\n"],
    [
      'backend/src/modules/credit/x.ts',
      "export type D = typeof import('../identity-access/accounts/directory/user-directory');\n",
    ],
    ['backend/src/modules/credit/x.ts', "import m = require('../settings/settings.module');\nexport const n = m;\n"],
  ];
  for (const [filePath, code] of cases) {
    const errors = await faceErrors(filePath, code);
    assert.equal(errors.length, 1, `${filePath}: ${code}`);
    assert.match(errors[0].message, /reaches into \w[\w-]*: import its face '\.\.?\/[./\w-]+'/);
  }
  const [deep] = await faceErrors(
    'backend/src/modules/bookings/commands/book/x.ts',
    "import { AvailabilityService } from '../../../hotels/availability/availability.service';\nexport const a = AvailabilityService;\n",
  );
  assert.match(deep.message, /reaches into hotels: import its face '\.\.\/\.\.\/\.\.\/hotels'/);
});

test("another context's face and one's own internals pass", async () => {
  const cases = [
    ['backend/src/modules/bookings/x.ts', "import { HotelCatalogue } from '../hotels';\nexport const a = HotelCatalogue;\n"],
    [
      'backend/src/modules/bookings/commands/book/x.ts',
      "import { type Refusal, todayIn } from '../../../hotels';\nexport type A = Refusal;\nexport const t = todayIn;\n",
    ],
    ['backend/src/modules/bookings/x.ts', "export { CreditLedger } from '../credit/index';\n"],
    [
      'backend/src/modules/bookings/commands/book/x.ts',
      "import { BookingWriter } from '../../commands/booking-writer.service';\nexport const w = BookingWriter;\n",
    ],
    [
      'backend/src/modules/bookings/x.ts',
      "import { Module } from '@nestjs/common';\nimport { AppError } from '../../core/errors/app-error';\nexport const a = [Module, AppError];\n",
    ],
  ];
  for (const [filePath, code] of cases) assert.deepEqual(await faceErrors(filePath, code), [], `${filePath}: ${code}`);
});
