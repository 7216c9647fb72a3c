import type { FeatureRoutes } from '../../app/routes.types';
import { screensOf } from '../../app/screen';

/** The public sign-up, in the entry's route table (app/router.tsx) like the login screen. */
const screen = screensOf(['organizations']);

export const routes: FeatureRoutes = {
  // Not in the spec's route table: the login page links to it (spec section 4, sign-up).
  blank: [screen('signUp', () => import('./components/SignUpPage'), 'SignUpPage')],
};
