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
    screen('login', () => import('./components/LoginPage'), 'LoginPage'),
    screen('logout', () => import('./components/LogoutPage'), 'LogoutPage'),
    screen('forgotPassword', () => import('./components/ForgotPasswordPage'), 'ForgotPasswordPage'),
    screen('resetPassword', () => import('./components/ResetPasswordPage'), 'ResetPasswordPage'),
    // Not in the spec's route table: the e-mailed first-time login link opens it (spec section 2 lists the screen).
    screen('firstTimeLogin', () => import('./components/FirstTimeLoginPage'), 'FirstTimeLoginPage'),
  ],
};
