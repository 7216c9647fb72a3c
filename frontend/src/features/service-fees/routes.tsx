import type { FeatureRoutes } from '../../app/routes.types';
import { screensOf } from '../../app/screen';

/**
 * Service fees of the pricing context (docs/pricing.md, "Screens"): the list, one form for add and
 * edit (`/service-fee-setup?id=`) and the overview of the fees in force on a day. The navigation
 * entry comes from the server menu (`service-fees`); the other screens are reached from the list
 * (and found by the search as the entry's related screens).
 */
const screen = screensOf(['service-fees']);
const form = {
  load: () => import('./components/ServiceFeeFormPage'),
  pick: (m: typeof import('./components/ServiceFeeFormPage')) => m.ServiceFeeFormPage,
};

export const routes: FeatureRoutes = {
  app: [
    screen({
      screen: 'serviceFees',
      menu: 'service-fees',
      load: () => import('./components/ServiceFeeListPage'),
      pick: (m) => m.ServiceFeeListPage,
    }),
    screen({ screen: 'addServiceFee', menu: 'service-fees', need: 'create', ...form }),
    screen({ screen: 'serviceFeeSetup', menu: 'service-fees', need: 'edit', ...form }),
    screen({
      screen: 'serviceFeeOverview',
      menu: 'service-fees',
      load: () => import('./components/ServiceFeeOverviewPage'),
      pick: (m) => m.ServiceFeeOverviewPage,
    }),
  ],
};
