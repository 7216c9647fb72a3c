import type { FeatureRoutes } from '../../app/routes.types';
import { screensOf } from '../../app/screen';

/**
 * The mark-up screens of the pricing context (docs/pricing.md, "Screens"): the list with its
 * summary and history tabs, the form that creates a mark-up or a new version of one (`?id=`;
 * create or edit permission checked by the page, as one address serves both), and the price
 * quote ("Why this price"). The quote's hotel picker speaks the hotels feature's words. The three
 * share one chunk (components/screens.ts: one preload list in the login bundle, not three).
 */
const screen = screensOf(['markups', 'hotels']);
// One import call for the three: each call site carries its own preload list in the entry.
const screens = () => import('./components/screens');

export const routes: FeatureRoutes = {
  app: [
    screen('markups', screens, 'MarkupListPage', 'markups'),
    screen('modifyMarkup', screens, 'ModifyMarkupPage', 'markups'),
    screen('priceQuote', screens, 'PriceQuotePage', 'markups'),
  ],
};
