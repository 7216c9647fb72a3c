import type { FeatureRoutes } from '../../app/routes.types';
import { screensOf } from '../../app/screen';

/**
 * Mark-up groups of the pricing context (docs/pricing.md, "Screens"): the list, and one form for
 * create and edit (`?id=`). The navigation entry comes from the server menu (`markup-groups`);
 * an organization's group is chosen on its profile (features/organizations, MarkupGroupPanel).
 */
const screen = screensOf(['markup-groups']);
const form = {
  load: () => import('./components/MarkupGroupFormPage'),
  pick: (m: typeof import('./components/MarkupGroupFormPage')) => m.MarkupGroupFormPage,
};

export const routes: FeatureRoutes = {
  app: [
    screen({
      screen: 'markupGroups',
      menu: 'markup-groups',
      load: () => import('./components/MarkupGroupListPage'),
      pick: (m) => m.MarkupGroupListPage,
    }),
    screen({ screen: 'createMarkupGroup', menu: 'markup-groups', need: 'create', ...form }),
    screen({ screen: 'editMarkupGroup', menu: 'markup-groups', need: 'edit', ...form }),
  ],
};
