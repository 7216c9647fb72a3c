import type { FeatureRoutes } from '../../app/routes.types';
import { screensOf } from '../../app/screen';

/**
 * Access control screens: roles and their access matrix (/uac), menu entries and their functions
 * (/fac), role options (levels). Part of the identity-access bounded context; a folder of its own
 * so each screen set is its own chunk. Navigation entries come from the server menu.
 */
const screen = screensOf(['access-control']);

export const routes: FeatureRoutes = {
  app: [
    screen({ screen: 'roles', menu: 'roles', load: () => import('./components/RoleAccessPage'), pick: (m) => m.RoleAccessPage }),
    screen({
      screen: 'menus',
      menu: 'menus',
      load: () => import('./components/MenuFunctionsPage'),
      pick: (m) => m.MenuFunctionsPage,
    }),
    screen({
      screen: 'roleOptions',
      menu: 'role-options',
      load: () => import('./components/RoleOptionsPage'),
      pick: (m) => m.RoleOptionsPage,
    }),
  ],
};
