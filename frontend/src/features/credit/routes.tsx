import type { FeatureRoutes } from '../../app/routes.types';
import { screensOf } from '../../app/screen';

/**
 * Agent credit (issue 6): top-ups and payments (with the credit accounts), the top-up request form
 * and the credit history of an organization. The navigation entry comes from the server menu
 * (`credit` menu code, path /credit/credit-topups-payments); the other two are reached from it.
 */
const screen = screensOf(['credit']);

export const routes: FeatureRoutes = {
  app: [
    screen({
      screen: 'topUps',
      menu: 'credit',
      load: () => import('./components/TopUpsPaymentsPage'),
      pick: (m) => m.TopUpsPaymentsPage,
    }),
    screen({
      screen: 'addTopUp',
      menu: 'credit',
      need: 'create',
      load: () => import('./components/AddCreditTopUpPage'),
      pick: (m) => m.AddCreditTopUpPage,
    }),
    screen({
      screen: 'creditHistory',
      menu: 'credit',
      load: () => import('./components/CreditHistoryPage'),
      pick: (m) => m.CreditHistoryPage,
    }),
    screen({
      // Credit limit, credit and debit notes, manual refund: the calls need credit.edit.
      screen: 'creditAdjustments',
      menu: 'credit',
      need: 'edit',
      load: () => import('./components/CreditAdjustmentsPage'),
      pick: (m) => m.CreditAdjustmentsPage,
    }),
    screen({
      // The provider's own credit and the system fee settings.
      screen: 'systemCredit',
      menu: 'system-credit',
      load: () => import('./components/SystemCreditPage'),
      pick: (m) => m.SystemCreditPage,
    }),
  ],
};
