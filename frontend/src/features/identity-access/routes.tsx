import type { FeatureRoutes } from '../../app/routes.types';
import { screensOf } from '../../app/screen';

/** A blank-layout or app screen of this feature, code and strings in one lazy chunk. */
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
  app: [
    // The spec lists profile, security settings and devices but no route for them: /profile is ours.
    screen({ screen: 'profile', load: () => import('./components/account/AccountPage'), pick: (m) => m.AccountPage }),
  ],
};
