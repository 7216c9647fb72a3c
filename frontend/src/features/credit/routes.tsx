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
    screen('topUps', () => import('./components/TopUpsPaymentsPage'), 'TopUpsPaymentsPage', 'credit'),
    screen('addTopUp', () => import('./components/AddCreditTopUpPage'), 'AddCreditTopUpPage', 'credit.create'),
    screen('creditHistory', () => import('./components/CreditHistoryPage'), 'CreditHistoryPage', 'credit'),
    // Credit limit, credit and debit notes, manual refund: the calls need credit.edit.
    screen('creditAdjustments', () => import('./components/CreditAdjustmentsPage'), 'CreditAdjustmentsPage', 'credit.edit'),
    // The provider's own credit and the system fee settings.
    screen('systemCredit', () => import('./components/SystemCreditPage'), 'SystemCreditPage', 'system-credit'),
  ],
};
