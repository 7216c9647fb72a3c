import { IconLayoutDashboard } from '@tabler/icons-react';
import { SCREEN_PATHS } from '@bo/shared';
import type { FeatureRoutes } from '../../app/routes.types';
import { screensOf } from '../../app/screen';

const screen = screensOf(['dashboard']);
const home = () => import('./components/HomePage');

export const routes: FeatureRoutes = {
  app: [screen('home', home, 'HomePage'), screen('dashboard', home, 'HomePage')],
  navigation: [{ labelKey: 'nav.dashboard', path: SCREEN_PATHS.home, icon: IconLayoutDashboard, order: 0 }],
};
