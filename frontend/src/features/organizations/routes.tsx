import type { FeatureRoutes } from '../../app/routes.types';
import { screensOf } from '../../app/screen';
import { i18n, loadNamespace } from '../../app/i18n';
import { noticeOnSocketEvent } from '../../lib/live-notices';
import { PENDING_QUEUE_PATH } from './paths';

/**
 * Organizations (B2B customers): the public sign-up and the staff screens. The navigation entry
 * comes from the server menu (`organizations` menu code, path /organization/view-organization-listing);
 * create and profile are reached from the listing.
 */
const NAMESPACE = 'organizations';
const screen = screensOf([NAMESPACE]);

// The server pushes `organization-applied` to approvers only; this words it, on whatever screen
// they are (the queue itself refetches on the `domain-event` that comes with it, organizations.api.ts).
noticeOnSocketEvent('organization-applied', async (application) => {
  await loadNamespace(NAMESPACE);
  return {
    id: application.eventId,
    title: i18n.t('organizations:live.appliedTitle'),
    body: i18n.t('organizations:live.appliedBody', { name: application.organizationName, email: application.email }),
    link: PENDING_QUEUE_PATH,
    at: application.at,
  };
});

export const routes: FeatureRoutes = {
  // Not in the spec's route table: the login page links to it (spec section 4, sign-up).
  blank: [screen({ screen: 'signUp', load: () => import('./components/SignUpPage'), pick: (m) => m.SignUpPage })],
  app: [
    screen({
      screen: 'organizations',
      menu: 'organizations',
      load: () => import('./components/OrganizationListPage'),
      pick: (m) => m.OrganizationListPage,
    }),
    screen({
      screen: 'createOrganization',
      menu: 'organizations',
      need: 'create',
      load: () => import('./components/CreateOrganizationPage'),
      pick: (m) => m.CreateOrganizationPage,
    }),
    screen({
      screen: 'organizationProfile',
      menu: 'organizations',
      load: () => import('./components/OrganizationProfilePage'),
      pick: (m) => m.OrganizationProfilePage,
    }),
  ],
};
