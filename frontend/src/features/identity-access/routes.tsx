import type { ComponentType } from 'react';
import { lazyScreen, type FeatureRoutes } from '../../app/routes.types';

const NAMESPACE = 'identity-access';

/** A blank-layout or app screen of this feature, code and strings in one lazy chunk. */
const screen = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) => lazyScreen(load, pick, [NAMESPACE]);

export const routes: FeatureRoutes = {
  blank: [
    {
      path: 'login',
      lazy: screen(
        () => import('./components/LoginPage'),
        (m) => m.LoginPage,
      ),
    },
    {
      path: 'logout',
      lazy: screen(
        () => import('./components/LogoutPage'),
        (m) => m.LogoutPage,
      ),
    },
    {
      path: 'forgot-password',
      lazy: screen(
        () => import('./components/ForgotPasswordPage'),
        (m) => m.ForgotPasswordPage,
      ),
    },
    {
      path: 'login-reset-password',
      lazy: screen(
        () => import('./components/ResetPasswordPage'),
        (m) => m.ResetPasswordPage,
      ),
    },
    // Not in the spec's route table: the e-mailed first-time login link opens it (spec section 2 lists the screen).
    {
      path: 'first-time-login',
      lazy: screen(
        () => import('./components/FirstTimeLoginPage'),
        (m) => m.FirstTimeLoginPage,
      ),
    },
  ],
  app: [
    // The spec lists profile, security settings and devices but no route for them: /profile is ours.
    {
      path: 'profile',
      lazy: screen(
        () => import('./components/account/AccountPage'),
        (m) => m.AccountPage,
      ),
    },
  ],
};
