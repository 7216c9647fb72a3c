import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { MENU_CODE_SECTIONS, MENU_CODES, PERMISSION_SECTIONS, PERMISSIONS } from '../auth/permissions';
import { ERROR_CATALOGUE, ERROR_CATALOGUE_SECTIONS } from '../errors/error-catalogue';
import { SUCCESS_MESSAGE_SECTIONS, SUCCESS_MESSAGES } from '../errors/success-messages';
import { SCREEN_PATH_SECTIONS, SCREEN_PATHS } from '../screens/screen-paths';
import { declaredTwice, permissionsOnOthersMenus } from './declarations';

/**
 * What each context declares in its folder (docs/adding-a-context.md) is joined into the app-wide
 * objects by spreads: these prove nothing was lost on the way (a code declared by two parts, a
 * permission on another part's menu). The backend's wiring spec checks the rest against the menu
 * seeds; the web app's tooling checks every screen has a route.
 */
describe('the contexts declarations', () => {
  test('contexts/registry/ lists every context folder (node shared/scripts/contexts.mjs)', () => {
    expect(() =>
      execFileSync(process.execPath, [join(__dirname, '..', '..', 'scripts', 'contexts.mjs'), '--check'], { stdio: 'pipe' }),
    ).not.toThrow();
  });

  test('no menu code, permission, screen, error or success code is declared by two parts', () => {
    expect([
      ...declaredTwice('menu code key', MENU_CODE_SECTIONS),
      ...declaredTwice('menu code', MENU_CODE_SECTIONS, Object.values as (s: object) => string[]),
      ...declaredTwice('permission key', PERMISSION_SECTIONS),
      ...declaredTwice('permission', PERMISSION_SECTIONS, Object.values as (s: object) => string[]),
      ...declaredTwice('screen key', SCREEN_PATH_SECTIONS),
      ...declaredTwice('screen path', SCREEN_PATH_SECTIONS, Object.values as (s: object) => string[]),
      ...declaredTwice('error code', ERROR_CATALOGUE_SECTIONS),
      ...declaredTwice('success code', SUCCESS_MESSAGE_SECTIONS),
    ]).toEqual([]);
  });

  test('the joined objects hold every declaration', () => {
    const count = (sections: Record<string, object>) => Object.values(sections).reduce((n, s) => n + Object.keys(s).length, 0);
    expect(Object.keys(MENU_CODES)).toHaveLength(count(MENU_CODE_SECTIONS));
    expect(Object.keys(PERMISSIONS)).toHaveLength(count(PERMISSION_SECTIONS));
    expect(Object.keys(SCREEN_PATHS)).toHaveLength(count(SCREEN_PATH_SECTIONS));
    expect(Object.keys(ERROR_CATALOGUE)).toHaveLength(count(ERROR_CATALOGUE_SECTIONS));
    expect(Object.keys(SUCCESS_MESSAGES)).toHaveLength(count(SUCCESS_MESSAGE_SECTIONS));
  });

  test("a part's permissions are on its own menu codes", () => {
    expect(permissionsOnOthersMenus(MENU_CODE_SECTIONS, PERMISSION_SECTIONS)).toEqual([]);
  });

  test('the checks name what clashes', () => {
    const sections = { credit: { topUps: '/credit/x' }, widgets: { widgets: '/credit/x', topUps: '/w' } };
    expect(declaredTwice('screen key', sections)).toEqual(["screen key 'topUps' in credit, widgets"]);
    expect(declaredTwice('screen path', sections, Object.values as (s: object) => string[])).toEqual([
      "screen path '/credit/x' in credit, widgets",
    ]);
    expect(
      permissionsOnOthersMenus(
        { widgets: { widgets: 'widgets' } },
        { widgets: { widgetsView: 'widgets.view', x: 'credit.view' } },
      ),
    ).toEqual(['permission x (credit.view) of widgets is not on a menu code of widgets']);
  });
});
