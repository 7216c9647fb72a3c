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

const featureModules = import.meta.glob<{ routes: FeatureRoutes }>('../features/*/routes.tsx', { eager: true });
const features = Object.values(featureModules).map((module) => module.routes);

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

export function buildRoutes(featureRoutes: FeatureRoutes[] = features): RouteObject[] {
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
                ...featureRoutes.flatMap((feature) => feature.blank ?? []),
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
              children: [{ errorElement: <RouteErrorPage />, children: featureRoutes.flatMap((feature) => feature.app ?? []) }],
            },
          ],
        },
        { path: '*', element: <NotFoundRoute /> },
      ],
    },
  ];
}

export const router = createBrowserRouter(buildRoutes());
