/**
 * Every route table of the web app loaded at once, for tooling/screen-routes.test.mjs (the app
 * discovers the signed-in ones lazily, which a test's module runner cannot follow).
 */
import type { FeatureRoutes } from '../src/app/routes.types';

export { buildRoutes } from '../src/app/router';

export const featureRoutes = Object.values(
  import.meta.glob<{ routes: FeatureRoutes }>('../src/features/*/routes.tsx', { eager: true }),
).map((module) => module.routes);
