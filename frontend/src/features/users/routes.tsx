import type { FeatureRoutes } from '../../app/routes.types';
import { screensOf } from '../../app/screen';

/**
 * User administration screens. Part of the identity-access bounded context (users, roles, menus);
 * a folder of its own so the sign-in bundle does not carry them. The navigation entry comes from
 * the server menu (`users` menu code); /user/create-user is reached from the list.
 */
const screen = screensOf(['users']);

export const routes: FeatureRoutes = {
  app: [
    screen('users', () => import('./components/ManageUserPage'), 'ManageUserPage', 'users'),
    screen('createUser', () => import('./components/CreateUserPage'), 'CreateUserPage', 'users.create'),
  ],
};
