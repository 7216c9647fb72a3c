import type { FeatureRoutes } from '../../app/routes.types';
import { screensOf } from '../../app/screen';

/**
 * The feature's public screens (blank layout, no sign-in). They are in the entry's route table,
 * so /login needs no route discovery; the signed-in screens (routes.tsx) are found on the first
 * navigation into the app (app/router.tsx).
 */
const screen = screensOf(['identity-access']);

export const routes: FeatureRoutes = {
  blank: [
    screen({ screen: 'login', load: () => import('./components/LoginPage'), pick: (m) => m.LoginPage }),
    screen({ screen: 'logout', load: () => import('./components/LogoutPage'), pick: (m) => m.LogoutPage }),
    screen({
      screen: 'forgotPassword',
      load: () => import('./components/ForgotPasswordPage'),
      pick: (m) => m.ForgotPasswordPage,
    }),
    screen({ screen: 'resetPassword', load: () => import('./components/ResetPasswordPage'), pick: (m) => m.ResetPasswordPage }),
    // Not in the spec's route table: the e-mailed first-time login link opens it (spec section 2 lists the screen).
    screen({
      screen: 'firstTimeLogin',
      load: () => import('./components/FirstTimeLoginPage'),
      pick: (m) => m.FirstTimeLoginPage,
    }),
  ],
};
