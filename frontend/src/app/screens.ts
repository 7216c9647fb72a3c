import { matchRoutes, type RouteObject } from 'react-router';
import { SCREEN_PATHS } from '@bo/shared';
import type { FeatureRoutes } from './routes.types';
import type { ScreenHandle } from './screen';

const featureModules = import.meta.glob<{ routes: FeatureRoutes }>('../features/*/routes.tsx', { eager: true });
const appRoutes: RouteObject[] = Object.values(featureModules).flatMap((module) => module.routes.app ?? []);

/** Every signed-in screen of this build, as its routes.tsx declares it (path key, menu code, function). */
export const DECLARED_SCREENS: readonly (ScreenHandle & { path: string })[] = appRoutes
  .map((route) => route.handle as ScreenHandle | undefined)
  .filter((handle): handle is ScreenHandle => Boolean(handle))
  .map((handle) => ({ ...handle, path: SCREEN_PATHS[handle.screen] }));

/**
 * Whether this build has a signed-in screen at `path` for the server menu entry `menu`: a screen
 * declared for that menu code, or for none. An entry whose path leads to another menu's screen (a
 * /fac typo) would open the not-authorized page for the users the entry is granted to, so the
 * shell leaves it out.
 */
export function hasScreen(path: string, menu: string): boolean {
  const handle = matchRoutes(appRoutes, path)?.at(-1)?.route.handle as ScreenHandle | undefined;
  // A screen without a menu code is every signed-in user's (home): any entry may lead there.
  return handle !== undefined && (handle.menu === undefined || handle.menu === menu);
}
