import { REPORT_CATALOGUE, REPORT_CODES, SCREEN_PATHS } from '@bo/shared';
import type { ContextDefinition, MenuSeed } from '../../core/wiring/context-definition';
import { ReportsModule } from './reports.module';

const REPORTS_GROUP = ['Reports', 'Laporan'] as const;

/** One menu entry per report of the catalogue: its screen, `view` to run it, granted to the roles the catalogue names. */
const reportMenus: MenuSeed[] = REPORT_CODES.map((code) => {
  const report = REPORT_CATALOGUE[code];
  return {
    code: report.menu,
    nameEn: report.title.en,
    nameMs: report.title.ms,
    path: SCREEN_PATHS[report.screen],
    icon: report.icon,
    group: REPORTS_GROUP,
    category: 'Main',
    sortOrder: 100 + report.sortOrder,
    functions: ['view'],
    grants: Object.fromEntries(report.grantedTo.map((role) => [role, ['view']])),
  };
});

/** Reports: the generic `/bo/Report` calls and the menu entries of every report (no tables of its own). */
export const REPORTS: ContextDefinition = {
  name: 'reports',
  module: ReportsModule,
  schemas: [],
  menus: reportMenus,
};
