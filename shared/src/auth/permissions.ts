/**
 * Permissions are `<menu code>.<function>`: a role is granted functions per menu entry
 * (`/uac`, `/fac`), and the API checks exactly those grants (`@RequirePermission`). So what the
 * menu shows and what the API allows cannot drift apart. The system administrator role holds '*'.
 * The platform's menu codes and permissions are here; each context declares its own in
 * `contexts/<context>/permissions.ts` (and seeds the menu entry with the same code), joined below.
 */
import type { Joined } from '../contexts/join';
import * as BOOKINGS from '../contexts/bookings/permissions';
import { permission } from './menu-functions';
import {
  CONTEXT_MENU_CODE_SECTIONS,
  CONTEXT_MENU_CODES,
  CONTEXT_PERMISSION_SECTIONS,
  CONTEXT_PERMISSIONS,
} from '../contexts/registry/permissions';

export { MENU_FUNCTIONS, permission, type MenuFunction } from './menu-functions';

/** The platform's menu codes (home, audit trail, operations). */
const PLATFORM_MENU_CODES = {
  dashboard: 'dashboard',
  audit: 'audit',
  ops: 'ops',
  /** Reading the data of queued and failed jobs (recipients, parameters): more than `ops.view`. */
  jobData: 'job-data',
} as const;

/** Each part's menu codes apart, so a test can prove none is declared twice (the joining spread would keep one). */
export const MENU_CODE_SECTIONS = /* @__PURE__ */ Object.assign(
  {},
  { platform: PLATFORM_MENU_CODES },
  CONTEXT_MENU_CODE_SECTIONS,
) as Joined<[{ platform: typeof PLATFORM_MENU_CODES }, typeof CONTEXT_MENU_CODE_SECTIONS]>;

/** Menu codes that guard API calls. */
export const MENU_CODES = /* @__PURE__ */ Object.assign({}, PLATFORM_MENU_CODES, CONTEXT_MENU_CODES) as Joined<
  [typeof PLATFORM_MENU_CODES, typeof CONTEXT_MENU_CODES]
>;
export type MenuCode = (typeof MENU_CODES)[keyof typeof MENU_CODES];

const PLATFORM_PERMISSIONS = {
  opsView: permission('ops', 'view'),
  opsManage: permission('ops', 'edit'),
  jobDataView: permission('job-data', 'view'),
  auditView: permission('audit', 'view'),
} as const;

export const PERMISSION_SECTIONS = /* @__PURE__ */ Object.assign(
  {},
  { platform: PLATFORM_PERMISSIONS },
  CONTEXT_PERMISSION_SECTIONS,
) as Joined<[{ platform: typeof PLATFORM_PERMISSIONS }, typeof CONTEXT_PERMISSION_SECTIONS]>;

export const PERMISSIONS = /* @__PURE__ */ Object.assign({}, PLATFORM_PERMISSIONS, CONTEXT_PERMISSIONS) as Joined<
  [typeof PLATFORM_PERMISSIONS, typeof CONTEXT_PERMISSIONS]
>;
export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];
export const ALL_PERMISSIONS = '*';

export function hasPermission(granted: readonly string[], needed: string): boolean {
  return granted.includes(ALL_PERMISSIONS) || granted.includes(needed);
}

/** What an organization's API client token (`getToken`) may do: the booking calls, for its own organization. */
export const API_CLIENT_PERMISSIONS: readonly string[] = [
  // Read from the bookings context's own declaration (a plain object: a bundle without this list keeps none of it).
  BOOKINGS.PERMISSIONS.bookingsView,
  BOOKINGS.PERMISSIONS.bookingsCreate,
  BOOKINGS.PERMISSIONS.bookingsEdit,
];
