import type { FeatureRoutes } from '../../app/routes.types';
import { screensOf } from '../../app/screen';

/**
 * The e-billing contacts screen of the finance context (docs/finance-ebilling.md). Its navigation
 * entry comes from the server menu (`ebilling-contacts`, path /Settings/contactList/contactList).
 */
const screen = screensOf(['ebilling-contacts']);

export const routes: FeatureRoutes = {
  app: [
    screen(
      'ebillingContacts',
      () => import('./components/EbillingContactListPage'),
      'EbillingContactListPage',
      'ebilling-contacts',
    ),
  ],
};
