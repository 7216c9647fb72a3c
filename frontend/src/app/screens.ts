import { matchRoutes, type RouteObject } from 'react-router';
import type { FeatureRoutes } from './routes.types';

const featureModules = import.meta.glob<{ routes: FeatureRoutes }>('../features/*/routes.tsx', { eager: true });
const appRoutes: RouteObject[] = Object.values(featureModules).flatMap((module) => module.routes.app ?? []);

/** Whether this build has a signed-in screen at `path` (server menu entries without one are hidden). */
export function hasScreen(path: string): boolean {
  return (matchRoutes(appRoutes, path)?.length ?? 0) > 0;
}
