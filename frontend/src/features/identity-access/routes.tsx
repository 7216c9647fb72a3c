import { lazyScreen, type FeatureRoutes } from '../../app/routes.types';

const NAMESPACE = 'identity-access';

export const routes: FeatureRoutes = {
  blank: [
    {
      path: 'login',
      lazy: lazyScreen(
        () => import('./components/LoginPage'),
        (m) => m.LoginPage,
        [NAMESPACE],
      ),
    },
    {
      path: 'logout',
      lazy: lazyScreen(
        () => import('./components/LogoutPage'),
        (m) => m.LogoutPage,
        [NAMESPACE],
      ),
    },
  ],
};
