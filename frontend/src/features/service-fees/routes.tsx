import type { FeatureRoutes } from '../../app/routes.types';
import { screensOf } from '../../app/screen';

/**
 * Service fees of the pricing context (docs/pricing.md, "Screens"): the list, one form for add and
 * edit (`/service-fee-setup?id=`) and the overview of the fees in force on a day. The navigation
 * entry comes from the server menu (`service-fees`); the other screens are reached from the list
 * (and found by the search as the entry's related screens).
 */
const screen = screensOf(['service-fees']);
const form = () => import('./components/ServiceFeeFormPage');

export const routes: FeatureRoutes = {
  app: [
    screen('serviceFees', () => import('./components/ServiceFeeListPage'), 'ServiceFeeListPage', 'service-fees'),
    screen('addServiceFee', form, 'ServiceFeeFormPage', 'service-fees.create'),
    screen('serviceFeeSetup', form, 'ServiceFeeFormPage', 'service-fees.edit'),
    screen('serviceFeeOverview', () => import('./components/ServiceFeeOverviewPage'), 'ServiceFeeOverviewPage', 'service-fees'),
  ],
};
