import type { FeatureRoutes } from '../../app/routes.types';
import { screensOf } from '../../app/screen';

/**
 * Finance exports (issue 27): reports generation and data extraction, both under the menu entry
 * 'finance-reports' (its `view`; starting a run needs `create`, which the API checks). One
 * generic export job screen each (ui/export-runs).
 */
const screen = screensOf(['finance-exports']);
const load = () => import('./components/screens');

export const routes: FeatureRoutes = {
  app: [
    screen('reportsGeneration', load, 'ReportsGenerationPage', 'finance-reports'),
    screen('dataExtraction', load, 'DataExtractionPage', 'finance-reports'),
  ],
};
