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
    screen('roles', () => import('./components/RoleAccessPage'), 'RoleAccessPage', 'roles'),
    screen('menus', () => import('./components/MenuFunctionsPage'), 'MenuFunctionsPage', 'menus'),
    screen('roleOptions', () => import('./components/RoleOptionsPage'), 'RoleOptionsPage', 'role-options'),
  ],
};
