import { IconLayoutDashboard } from '@tabler/icons-react';
import { lazyScreen, type FeatureRoutes } from '../../app/routes.types';

const NAMESPACE = 'dashboard';
const homeScreen = lazyScreen(
  () => import('./components/HomePage'),
  (m) => m.HomePage,
  [NAMESPACE],
);

export const routes: FeatureRoutes = {
  app: [
    { index: true, lazy: homeScreen },
    { path: 'dashboard', lazy: homeScreen },
  ],
  navigation: [{ labelKey: 'nav.dashboard', path: '/', icon: IconLayoutDashboard, order: 0 }],
};
