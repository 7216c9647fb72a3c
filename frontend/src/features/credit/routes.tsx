import type { ComponentType } from 'react';
import { lazyScreen, type FeatureRoutes } from '../../app/routes.types';
import { noticeOnSocketEvent } from '../../lib/live-notices';

/**
 * Agent credit (issue 6): top-ups and payments (with the credit accounts), the top-up request form
 * and the credit history of an organization. The navigation entry comes from the server menu
 * (`credit` menu code, path /credit/credit-topups-payments); the other two are reached from it.
 */
const NAMESPACE = 'credit';
const screen = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) => lazyScreen(load, pick, [NAMESPACE]);

// The server pushes facts (a top-up was requested, one was decided); live-notices.ts words them,
// on whatever screen the user is, in its own chunk so the sign-in bundle does not carry it.
noticeOnSocketEvent('credit-top-up-requested', async (topUp) => (await import('./live-notices')).topUpRequested(topUp));
noticeOnSocketEvent('credit-top-up-decided', async (decision) => (await import('./live-notices')).topUpDecided(decision));

export const routes: FeatureRoutes = {
  app: [
    {
      path: 'credit/credit-topups-payments',
      lazy: screen(
        () => import('./components/TopUpsPaymentsPage'),
        (m) => m.TopUpsPaymentsPage,
      ),
    },
    {
      path: 'credit/add-credit-topup',
      lazy: screen(
        () => import('./components/AddCreditTopUpPage'),
        (m) => m.AddCreditTopUpPage,
      ),
    },
    {
      path: 'credit/histories/:ID',
      lazy: screen(
        () => import('./components/CreditHistoryPage'),
        (m) => m.CreditHistoryPage,
      ),
    },
  ],
};
