import { permission } from '../../auth/menu-functions';

/** The menu codes of the context: each guards API calls and is seeded as a menu entry (its `<ctx>.context.ts`). */
export const MENU_CODES = {
  // Reports (/reports/*), one code per report (shared/src/reports/report-catalogue.ts).
  roomInventoryReport: 'room-inventory-report',
} as const;

/** `<menu code>.<function>`: what its controllers require (`@RequirePermission`). */
export const PERMISSIONS = {
  roomInventoryReportView: permission('room-inventory-report', 'view'),
} as const;
