import type { ComponentType } from 'react';
import { hasPermission } from '@bo/shared';
import type { FeatureRoutes } from './routes.types';

/**
 * The side / top navigation, defined here from what each feature's `routes.tsx` contributes
 * (`routes.navigation`). The menu from the server replaces this once its API exists.
 * Imported only by the signed-in shell (a lazy chunk), never by the login screen.
 */
export interface NavigationEntry {
  /** Key in the `common` namespace (`nav.*`), so the label is ready before any feature loads. */
  labelKey: string;
  path: string;
  icon: ComponentType<{ size?: number | string; stroke?: number }>;
  /** Shown only to users holding this permission (shared `hasPermission`); everyone when absent. */
  permission?: string;
  /** Smaller first; entries without an order keep their feature's order after the ordered ones. */
  order?: number;
}

const featureModules = import.meta.glob<{ routes: FeatureRoutes }>('../features/*/routes.tsx', { eager: true });

export const NAVIGATION: readonly NavigationEntry[] = Object.values(featureModules)
  .flatMap((module) => module.routes.navigation ?? [])
  .sort((a, b) => (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER));

/** The entries the signed-in user may see. */
export function visibleNavigation(permissions: readonly string[], entries: readonly NavigationEntry[] = NAVIGATION) {
  return entries.filter((entry) => !entry.permission || hasPermission(permissions, entry.permission));
}

/** Whether `pathname` is inside the entry (exact for '/', by path prefix otherwise). */
export function isActive(entry: NavigationEntry, pathname: string) {
  if (entry.path === '/') return pathname === '/';
  return pathname === entry.path || pathname.startsWith(`${entry.path}/`);
}
