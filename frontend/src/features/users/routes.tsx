import { lazyScreen, type FeatureRoutes } from '../../app/routes.types';

/**
 * User administration screens. Part of the identity-access bounded context (users, roles, menus);
 * a folder of its own so the sign-in bundle does not carry them. The navigation entry comes from
 * the server menu (`users` menu code); /user/create-user is reached from the list.
 */
const NAMESPACE = 'users';

export const routes: FeatureRoutes = {
  app: [
    {
      path: 'user/manage-user',
      lazy: lazyScreen(
        () => import('./components/ManageUserPage'),
        (m) => m.ManageUserPage,
        [NAMESPACE],
      ),
    },
    {
      path: 'user/create-user',
      lazy: lazyScreen(
        () => import('./components/CreateUserPage'),
        (m) => m.CreateUserPage,
        [NAMESPACE],
      ),
    },
  ],
};
