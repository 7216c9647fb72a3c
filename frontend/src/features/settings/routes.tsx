import type { FeatureRoutes } from '../../app/routes.types';
import { screensOf } from '../../app/screen';

/**
 * Settings screens of the settings context (reference data). The navigation entries come from the
 * server menu (`banks`, path /Settings/bank/bankList).
 */
const screen = screensOf(['settings']);

export const routes: FeatureRoutes = {
  app: [screen('banks', () => import('./components/BankListPage'), 'BankListPage', 'banks')],
};
