import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { MenuCode } from '@bo/shared';
import { createDataSource } from '../src/data-source';
import type { MenuSeed } from '../src/core/wiring/context-definition';
import { seedMenus } from '../src/modules/identity-access/access-control/menu-seeding';

let dataSource: DataSource;
beforeAll(async () => {
  dataSource = await createDataSource({
    DATABASE_URL: process.env.DATABASE_URL!,
    DATABASE_POOL_SIZE: 2,
    IDLE_IN_TRANSACTION_TIMEOUT_MS: 30_000,
  }).initialize();
});
afterAll(() => dataSource?.destroy());

/** A menu entry of this test's own (a code no context contributes). */
const entry = (code: string, path: string | null): MenuSeed => ({
  code: code as MenuCode,
  nameEn: 'Test entry',
  nameMs: 'Entri ujian',
  path,
  icon: 'settings',
  group: ['Settings', 'Tetapan'],
  category: 'Settings',
  sortOrder: 99,
  functions: ['view', 'edit'],
  grants: {},
});
const pathOf = async (code: string) =>
  ((await dataSource.query(`SELECT path FROM identity.menus WHERE code = $1`, [code])) as { path: string | null }[])[0]?.path;

test('a permission-only entry gets the path of the screen built since; a path an administrator set stays', async () => {
  const code = `test-${randomBytes(3).toString('hex')}`;
  await seedMenus(dataSource, [entry(code, null)]);
  expect(await pathOf(code)).toBeNull();

  // The screen ships: the next seed (npm start, a deploy) shows it on a database seeded before.
  await seedMenus(dataSource, [entry(code, '/Settings/test/list')]);
  expect(await pathOf(code)).toBe('/Settings/test/list');

  // An administrator moved it (/fac): seeds never overwrite that.
  await dataSource.query(`UPDATE identity.menus SET path = '/Settings/test/elsewhere' WHERE code = $1`, [code]);
  await seedMenus(dataSource, [entry(code, '/Settings/test/list')]);
  expect(await pathOf(code)).toBe('/Settings/test/elsewhere');
  expect(await dataSource.query(`SELECT 1 FROM identity.menus WHERE code = $1`, [code])).toHaveLength(1);
});
