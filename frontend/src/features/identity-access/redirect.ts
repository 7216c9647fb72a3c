import { SCREEN_PATHS } from '@bo/shared';
/**
 * Where to go after signing in: the `redirect` query parameter when it is a path of this app,
 * else home. Never another origin (`//evil`, `https://...`) and never back to login/logout.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  const path = value.split(/[?#]/)[0];
  if (path === SCREEN_PATHS.login || path === SCREEN_PATHS.logout) return fallback;
  return value;
}
