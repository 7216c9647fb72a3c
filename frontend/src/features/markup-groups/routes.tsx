import type { FeatureRoutes } from '../../app/routes.types';
import { screensOf } from '../../app/screen';

/**
 * Mark-up groups of the pricing context (docs/pricing.md, "Screens"): the list, and one form for
 * create and edit (`?id=`). The navigation entry comes from the server menu (`markup-groups`);
 * an organization's group is chosen on its profile (features/organizations, MarkupGroupPanel).
 */
const screen = screensOf(['markup-groups']);
const form = () => import('./components/MarkupGroupFormPage');

export const routes: FeatureRoutes = {
  app: [
    screen('markupGroups', () => import('./components/MarkupGroupListPage'), 'MarkupGroupListPage', 'markup-groups'),
    screen('createMarkupGroup', form, 'MarkupGroupFormPage', 'markup-groups.create'),
    screen('editMarkupGroup', form, 'MarkupGroupFormPage', 'markup-groups.edit'),
  ],
};
