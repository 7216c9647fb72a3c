import type { FeatureRoutes } from '../../app/routes.types';
import { screensOf } from '../../app/screen';

/**
 * Organizations (B2B customers): the staff screens (the public sign-up: public-routes.tsx; the
 * approvers' live notice: notices.ts). The navigation entry
 * comes from the server menu (`organizations` menu code, path /organization/view-organization-listing);
 * create and profile are reached from the listing.
 */
const NAMESPACE = 'organizations';
const screen = screensOf([NAMESPACE]);

export const routes: FeatureRoutes = {
  app: [
    screen('organizations', () => import('./components/OrganizationListPage'), 'OrganizationListPage', 'organizations'),
    screen(
      'createOrganization',
      () => import('./components/CreateOrganizationPage'),
      'CreateOrganizationPage',
      'organizations.create',
    ),
    screen(
      'organizationProfile',
      () => import('./components/OrganizationProfilePage'),
      'OrganizationProfilePage',
      'organizations',
    ),
  ],
};
