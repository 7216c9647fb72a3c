import type { FeatureRoutes } from '../../app/routes.types';
import { screensOf } from '../../app/screen';

/**
 * E-Invoice Submission (`/e-invoice-submission`, menu code 'e-invoices' seeded by the finance
 * context): the e-invoices at MyInvois, one opened over the list with `?id=`.
 * docs/finance-einvoice-flow.md.
 */
const screen = screensOf(['e-invoices']);

export const routes: FeatureRoutes = {
  app: [screen('eInvoiceSubmission', () => import('./components/EInvoicesPage'), 'EInvoicesPage', 'e-invoices')],
};
