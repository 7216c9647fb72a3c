import type { Joined } from '../contexts/join';
import { CONTEXT_SCREEN_PATH_SECTIONS, CONTEXT_SCREEN_PATHS } from '../contexts/registry/screens';

/**
 * Every screen route of the web app that exists, written once (spec route table,
 * `../shared/spec/routes.txt`). The web app's feature routes, links and browser tests import
 * these, and so do the server's menu seeds: a path is never typed twice. `:ID` is a route
 * parameter; fill it with `screenPath`. The shell's screens are here; each context declares its
 * own in `contexts/<context>/screens.ts`, joined below.
 */
const PLATFORM_SCREEN_PATHS = {
  home: '/',
  dashboard: '/dashboard',
  login: '/login',
  logout: '/logout',
  forgotPassword: '/forgot-password',
  resetPassword: '/login-reset-password',
  firstTimeLogin: '/first-time-login',
  profile: '/profile',
  notAuthorized: '/not-authorized',
  serverError: '/server-error',
} as const;

/** Each part's screens apart, so a test can prove no key or path is declared twice. */
export const SCREEN_PATH_SECTIONS = /* @__PURE__ */ Object.assign(
  {},
  { platform: PLATFORM_SCREEN_PATHS },
  CONTEXT_SCREEN_PATH_SECTIONS,
) as Joined<[{ platform: typeof PLATFORM_SCREEN_PATHS }, typeof CONTEXT_SCREEN_PATH_SECTIONS]>;

export const SCREEN_PATHS = /* @__PURE__ */ Object.assign({}, PLATFORM_SCREEN_PATHS, CONTEXT_SCREEN_PATHS) as Joined<
  [typeof PLATFORM_SCREEN_PATHS, typeof CONTEXT_SCREEN_PATHS]
>;

export type ScreenKey = keyof typeof SCREEN_PATHS;
export type ScreenPath = (typeof SCREEN_PATHS)[ScreenKey];

/** A screen's path with its `:ID` filled in (encoded). */
export const screenPath = (key: ScreenKey, id?: string): string => {
  const path: string = SCREEN_PATHS[key];
  if (!path.includes(':ID')) return path;
  if (id === undefined) throw new Error(`screen ${key} needs an id`);
  return path.replace(':ID', encodeURIComponent(id));
};
