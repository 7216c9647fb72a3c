import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { SCREEN_PATHS } from '@bo/shared';
import { selectToken } from '../lib/session';
import { NotAuthorizedPage } from '../ui/NotAuthorizedPage';
import { NotFoundPage } from '../ui/NotFoundPage';
import { PageLoader } from '../ui/PageLoader';
import { RouteErrorPage } from '../ui/RouteErrorPage';
import { ServerErrorPage } from '../ui/ServerErrorPage';
import { useAppSelector } from './hooks';
import { BlankLayout } from './layout/BlankLayout';
import { RequireAuth, requireSessionLoader } from './layout/RequireAuth';
import { RootLayout } from './layout/RootLayout';
import type { FeatureRoutes } from './routes.types';

/**
 * The route table of the entry holds the public screens only (features' `public-routes.tsx`:
 * login, sign-up...). The signed-in screens (features' `routes.tsx`) are discovered on the first
 * navigation into the app (React Router's `patchRoutesOnNavigation`: a path that only the `*`
 * route matches), all at once, so the login bundle carries none of their definitions.
 */
const publicModules = import.meta.glob<{ routes: FeatureRoutes }>('../features/*/public-routes.tsx', { eager: true });
const featureModules = import.meta.glob<{ routes: FeatureRoutes }>('../features/*/routes.tsx');
// Pushes the features word as notices (lib/live-notices.ts), registered before LiveUpdates subscribes.
import.meta.glob('../features/*/notices.ts', { eager: true });

/** The id of the route whose children are the signed-in screens, patched in once discovered. */
export const APP_SCREENS_ROUTE = 'app-screens';

let appScreens: Promise<RouteObject[]> | undefined;
/** Every feature's signed-in screens (its routes.tsx `app`), loaded once. */
export function loadAppScreens(): Promise<RouteObject[]> {
  appScreens ??= Promise.all(Object.values(featureModules).map((load) => load())).then((modules) =>
    modules.flatMap((module) => module.routes.app ?? []),
  );
  return appScreens;
}

/** The signed-in shell is its own chunk: the login screen does not download it. */
const DefaultLayout = lazy(() => import('./layout/DefaultLayout'));
const loadDefaultLayout = async () => ({ Component: (await import('./layout/DefaultLayout')).DefaultLayout });

/** Unknown route: inside the shell for a signed-in user, on a blank page otherwise. */
function NotFoundRoute() {
  const token = useAppSelector(selectToken);
  return token ? (
    <DefaultLayout>
      <NotFoundPage />
    </DefaultLayout>
  ) : (
    <BlankLayout>
      <NotFoundPage />
    </BlankLayout>
  );
}

export function buildRoutes(
  publicRoutes: FeatureRoutes[] = Object.values(publicModules).map((module) => module.routes),
): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <PageLoader />,
      children: [
        {
          element: <BlankLayout />,
          children: [
            {
              errorElement: <RouteErrorPage />,
              children: [
                // Error pages (spec section 2): public, so they render whatever the session.
                { path: SCREEN_PATHS.notAuthorized, element: <NotAuthorizedPage /> },
                { path: SCREEN_PATHS.serverError, element: <ServerErrorPage /> },
                ...publicRoutes.flatMap((feature) => feature.blank ?? []),
              ],
            },
          ],
        },
        {
          loader: requireSessionLoader,
          element: <RequireAuth />,
          children: [
            {
              lazy: loadDefaultLayout,
              children: [{ id: APP_SCREENS_ROUTE, errorElement: <RouteErrorPage />, children: [] }],
            },
          ],
        },
        { path: '*', element: <NotFoundRoute /> },
      ],
    },
  ];
}

let patched = false;
export const router = createBrowserRouter(buildRoutes(), {
  async patchRoutesOnNavigation({ patch }) {
    const screens = await loadAppScreens();
    if (patched) return;
    patched = true;
    patch(APP_SCREENS_ROUTE, screens);
  },
});
