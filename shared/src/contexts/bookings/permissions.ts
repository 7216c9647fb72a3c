import { permission } from '../../auth/menu-functions';

/** The menu codes of the context: each guards API calls and is seeded as a menu entry (its `<ctx>.context.ts`). */
export const MENU_CODES = {
  // Bookings (docs/bookings.md): the booking list and its screens; create = book, edit = issue, cancel, set status.
  bookings: 'bookings',
  // Settings "Download payload" (/Settings/downloadPayload/downloadPayload): what was sent to and answered by
  // outside suppliers (eLeisure), with guests' data; staff only, granted to no role by default.
  downloadPayload: 'download-payload',
} as const;

/** `<menu code>.<function>`: what its controllers require (`@RequirePermission`). */
export const PERMISSIONS = {
  bookingsView: permission('bookings', 'view'),
  bookingsCreate: permission('bookings', 'create'),
  bookingsEdit: permission('bookings', 'edit'),
  downloadPayloadView: permission('download-payload', 'view'),
} as const;
