import { REPORT_CATALOGUE, REPORT_CODES } from '@bo/shared/reports/report-catalogue';
import type { FeatureRoutes } from '../../app/routes.types';
import { screenRoute } from '../../app/screen';

/**
 * Reports (docs/reports.md): a screen per report of the shared catalogue, at its path, opened by
 * whoever holds its menu entry's `view`. All are the generic ReportPage (ui/report) over the
 * report's definition, loaded with the screen (its chart library included).
 */
export const routes: FeatureRoutes = {
  app: REPORT_CODES.map((code) =>
    screenRoute({
      screen: REPORT_CATALOGUE[code].screen,
      menu: REPORT_CATALOGUE[code].menu,
      load: () => import('../../ui/report/ReportPage'),
      pick: (m) => m.reportScreen(code),
      namespaces: ['reports'],
    }),
  ),
};
