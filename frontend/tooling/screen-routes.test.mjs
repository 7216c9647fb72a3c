/**
 * Every screen of shared's SCREEN_PATHS (the platform's and each context's, shared/src/contexts/)
 * has a route in the web app: the router's own table (app/router.tsx, with the features' public
 * routes) and the signed-in screens it discovers (features' routes.tsx), loaded as the app does.
 * A screen path nobody routes is a menu entry or a link to "Page Not Found".
 *
 *   npm test -w frontend        (node --test tooling/)
 */
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const shared = fileURLToPath(new URL('../../shared/src/', import.meta.url));
// The app's config, with `@bo/shared` (and its deep imports: lib/shell-messages.ts) resolved to the
// sources as the app's build does (the module runner would otherwise take the package's built dist/).
const config = {
  root,
  configFile: `${root}vite.config.ts`,
  logLevel: 'error',
  resolve: {
    alias: [
      { find: /^@bo\/shared$/, replacement: `${shared}index.ts` },
      { find: /^@bo\/shared\/(.+)$/, replacement: `${shared}$1.ts` },
    ],
  },
};
const load = async (path) => (await runnerImport(path, config)).module;

/** Every path of a route table, children joined to their parents'. */
export function routedPaths(routes, parent = '') {
  return routes.flatMap((route) => {
    const path =
      route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
    return [...(route.path === undefined ? [] : [path]), ...routedPaths(route.children ?? [], path)];
  });
}

/** Screen paths (`:ID` as any parameter) with no routed path. */
export function unrouted(screens, paths) {
  const normalize = (path) => path.replace(/:[A-Za-z]+/g, ':param');
  const routed = new Set(paths.map(normalize));
  return Object.entries(screens)
    .filter(([, path]) => !routed.has(normalize(path)))
    .map(([key, path]) => `${key} (${path})`);
}

/** What the modules touch when they load (the store reads the session, i18n the language). */
function browserGlobals() {
  const storage = new Map();
  const localStorage = {
    getItem: (key) => storage.get(key) ?? null,
    setItem: (key, value) => storage.set(key, String(value)),
    removeItem: (key) => storage.delete(key),
  };
  globalThis.window ??= Object.assign(globalThis, {
    localStorage,
    sessionStorage: localStorage,
    location: new URL('http://localhost/login'),
    history: { state: null, length: 1, pushState() {}, replaceState() {}, go() {} },
    addEventListener() {},
    removeEventListener() {},
  });
  globalThis.document ??= {
    defaultView: globalThis,
    cookie: '',
    documentElement: { lang: 'en' },
    addEventListener() {},
    removeEventListener() {},
  };
}

let paths;
let SCREEN_PATHS;
before(async () => {
  browserGlobals();
  const app = await load('/tooling/app-routes.ts');
  ({ SCREEN_PATHS } = await load(fileURLToPath(new URL('../../shared/src/screens/screen-paths.ts', import.meta.url))));
  paths = [...routedPaths(app.buildRoutes()), ...app.featureRoutes.flatMap((feature) => routedPaths(feature.app ?? []))];
});

test('every screen path has a route', () => {
  assert.deepEqual(unrouted(SCREEN_PATHS, paths), []);
});

test('the check names a screen nobody routes', () => {
  assert.deepEqual(
    unrouted({ a: '/a/:ID', b: '/b' }, routedPaths([{ path: '/a/:id' }, { path: '/c', children: [{ path: 'b' }] }])),
    ['b (/b)'],
  );
});
