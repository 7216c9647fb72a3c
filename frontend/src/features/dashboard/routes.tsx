import { IconLayoutDashboard } from '@tabler/icons-react';
import { SCREEN_PATHS } from '@bo/shared';
import type { FeatureRoutes } from '../../app/routes.types';
import { screensOf } from '../../app/screen';

const screen = screensOf(['dashboard']);
const home = { load: () => import('./components/HomePage'), pick: (m: typeof import('./components/HomePage')) => m.HomePage };

export const routes: FeatureRoutes = {
  app: [screen({ screen: 'home', ...home }), screen({ screen: 'dashboard', ...home })],
  navigation: [{ labelKey: 'nav.dashboard', path: SCREEN_PATHS.home, icon: IconLayoutDashboard, order: 0 }],
};
