import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { MENU_CODES, PERMISSIONS, SCREEN_PATHS } from '@bo/shared';
import { CONTEXTS } from './contexts';
import type { Contribution, MenuSeed } from './core/wiring/context-definition';
import { PLATFORM } from './core/wiring/platform';

/**
 * What the parts of the app declare (docs/adding-a-context.md) fits together: shared's declarations
 * (menu codes, permissions, screens: shared/src/contexts/) against the definitions' menu seeds and
 * schemas. Each check is a function of the parts, so the last test shows it catching a clash.
 */
const PARTS: readonly Contribution[] = [PLATFORM, ...CONTEXTS];

const seeds = (parts: readonly Contribution[]) => parts.flatMap((part) => (part.menus ?? []).map((menu) => ({ part, menu })));

/** Menu codes seeded by two parts (seedMenus refuses them at start). */
function seededTwice(parts: readonly Contribution[]): string[] {
  const owners = new Map<string, string[]>();
  for (const { part, menu } of seeds(parts)) owners.set(menu.code, [...(owners.get(menu.code) ?? []), part.name]);
  return [...owners].filter(([, names]) => names.length > 1).map(([code, names]) => `menu ${code} seeded by ${names.join(', ')}`);
}

/** Permissions whose menu code no part seeds (nobody but `*` could ever be granted them). */
function permissionsWithoutMenu(parts: readonly Contribution[], permissions: readonly string[]): string[] {
  const seeded = new Set(seeds(parts).map(({ menu }) => menu.code as string));
  return permissions
    .filter((permission) => !seeded.has(permission.slice(0, permission.lastIndexOf('.'))))
    .map((permission) => `permission ${permission} has no menu seed`);
}

/** Menu seeds whose code is not a shared menu code, or whose path is not a screen of SCREEN_PATHS. */
function seedsOffTheMap(parts: readonly Contribution[], menuCodes: readonly string[], screens: readonly string[]): string[] {
  return seeds(parts).flatMap(({ part, menu }: { part: Contribution; menu: MenuSeed }) => [
    ...(menuCodes.includes(menu.code) ? [] : [`menu ${menu.code} of ${part.name} is not in MENU_CODES`]),
    ...(menu.path === null || screens.includes(menu.path)
      ? []
      : [`menu ${menu.code} of ${part.name}: ${menu.path} is not a screen path`]),
  ]);
}

/** Postgres schemas owned by two parts. */
function schemasOwnedTwice(parts: readonly Contribution[]): string[] {
  const owners = new Map<string, string[]>();
  for (const part of parts)
    for (const schema of part.schemas ?? []) owners.set(schema, [...(owners.get(schema) ?? []), part.name]);
  return [...owners]
    .filter(([, names]) => names.length > 1)
    .map(([schema, names]) => `schema ${schema} owned by ${names.join(', ')}`);
}

/** Context folders without a definition in CONTEXTS, and definitions named after no folder. */
function foldersWithoutDefinition(folders: readonly string[], parts: readonly Contribution[]): string[] {
  const names = parts.map((part) => part.name);
  return [
    ...folders
      .filter((folder) => !names.includes(folder))
      .map((folder) => `modules/${folder} has no definition in src/contexts.ts`),
    ...names.filter((name) => !folders.includes(name)).map((name) => `context ${name} has no folder modules/${name}`),
  ];
}

const MODULES = join(__dirname, 'modules');
const folders = readdirSync(MODULES).filter((name) => statSync(join(MODULES, name)).isDirectory());

describe('the parts of the app fit together', () => {
  test('no menu code is seeded twice, nor a schema owned twice', () => {
    expect([...seededTwice(PARTS), ...schemasOwnedTwice(PARTS)]).toEqual([]);
  });

  test('every permission has a menu seed (so a role can be granted it)', () => {
    expect(permissionsWithoutMenu(PARTS, Object.values(PERMISSIONS))).toEqual([]);
  });

  test('every menu seed is a shared menu code, on a screen path or none', () => {
    expect(seedsOffTheMap(PARTS, Object.values(MENU_CODES), Object.values(SCREEN_PATHS))).toEqual([]);
  });

  test('every context folder has its definition, named after it', () => {
    expect(foldersWithoutDefinition(folders, CONTEXTS)).toEqual([]);
  });

  test('the checks name what does not fit', () => {
    const menu = (code: string, path: string | null) => ({ ...PLATFORM.menus![0], code, path }) as MenuSeed;
    const widgets: Contribution = {
      name: 'widgets',
      schemas: ['audit'],
      menus: [menu('widgets', '/widgets'), menu('audit', null)],
    };
    expect(seededTwice([PLATFORM, widgets])).toEqual(['menu audit seeded by platform, widgets']);
    expect(schemasOwnedTwice([PLATFORM, widgets])).toEqual(['schema audit owned by platform, widgets']);
    expect(permissionsWithoutMenu([PLATFORM], ['widgets.view', 'audit.view'])).toEqual([
      'permission widgets.view has no menu seed',
    ]);
    expect(seedsOffTheMap([widgets], ['widgets', 'audit'], ['/'])).toEqual([
      'menu widgets of widgets: /widgets is not a screen path',
    ]);
    expect(foldersWithoutDefinition(['credit', 'widgets'], [{ name: 'credit' }])).toEqual([
      'modules/widgets has no definition in src/contexts.ts',
    ]);
  });
});
