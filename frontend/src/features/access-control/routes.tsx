import { lazyScreen, type FeatureRoutes } from '../../app/routes.types';

/**
 * Access control screens: roles and their access matrix (/uac), menu entries and their functions
 * (/fac), role options (levels). Part of the identity-access bounded context; a folder of its own
 * so each screen set is its own chunk. Navigation entries come from the server menu.
 */
const NAMESPACE = 'access-control';

export const routes: FeatureRoutes = {
  app: [
    {
      path: 'uac',
      lazy: lazyScreen(
        () => import('./components/RoleAccessPage'),
        (m) => m.RoleAccessPage,
        [NAMESPACE],
      ),
    },
    {
      path: 'fac',
      lazy: lazyScreen(
        () => import('./components/MenuFunctionsPage'),
        (m) => m.MenuFunctionsPage,
        [NAMESPACE],
      ),
    },
    {
      path: 'Settings/roleOptions/roleOptionsList',
      lazy: lazyScreen(
        () => import('./components/RoleOptionsPage'),
        (m) => m.RoleOptionsPage,
        [NAMESPACE],
      ),
    },
  ],
};
