import type { FeatureRoutes } from '../../app/routes.types';
import { screensOf } from '../../app/screen';

/** An app screen of this feature, code and strings in one lazy chunk (the public ones: public-routes.tsx). */
const screen = screensOf(['identity-access']);

export const routes: FeatureRoutes = {
  app: [
    // The spec lists profile, security settings and devices but no route for them: /profile is ours.
    screen('profile', () => import('./components/account/AccountPage'), 'AccountPage'),
  ],
};
