import type { MenuCode } from '../auth/permissions';
import type { SystemRole } from '../enums/access';
import type { Language } from '../errors/error-catalogue';
import type { ScreenKey } from '../screens/screen-paths';

/**
 * Every report of the back office (spec section 2, /reports/*), one plain entry each: its code,
 * title, screen and menu entry (whose `view` grant runs it). No schemas here: the web app's router
 * reads this list eagerly to declare the report screens, and it must not pull zod into the login
 * bundle (nor anything else: menu codes are written as MENU_CODES values, checked by the type).
 * The rest of a report (filters, columns, chart) is its definition (report-definitions.ts).
 * docs/reports.md says how to add one.
 */
export interface ReportCatalogueEntry {
  title: Record<Language, string>;
  /** Its screen (SCREEN_PATHS key): `/reports/<code>`. */
  screen: ScreenKey;
  /** Its menu entry: `<menu>.view` lets a role run it (and see it in the navigation). */
  menu: MenuCode;
  /** Tabler icon name of the menu entry (frontend app/layout/menuIcons.ts). */
  icon: string;
  /** Place in the Reports menu group. */
  sortOrder: number;
  /**
   * Seeded roles granted `view` when the menu entry is first seeded (SYSADMIN holds everything);
   * administrators grant it to other roles in /uac.
   */
  grantedTo: readonly SystemRole[];
}

export const REPORT_CATALOGUE = {
  RoomInventoryReport: {
    title: { en: 'Room Inventory Report', ms: 'Laporan Inventori Bilik' },
    screen: 'roomInventoryReport',
    menu: 'room-inventory-report',
    icon: 'bed',
    sortOrder: 10,
    // The provider's inventory: its staff only (the source refuses agency users), so no merchant role.
    grantedTo: [],
  },
} as const satisfies Record<string, ReportCatalogueEntry>;

export type ReportCode = keyof typeof REPORT_CATALOGUE;
export const REPORT_CODES = Object.keys(REPORT_CATALOGUE) as [ReportCode, ...ReportCode[]];

/** The permission that runs a report: its menu entry's `view`. */
export const reportPermission = (code: ReportCode) => `${REPORT_CATALOGUE[code].menu}.view` as const;
