/**
 * Permissions are `<menu code>.<function>`: a role is granted functions per menu entry
 * (`/uac`, `/fac`), and the API checks exactly those grants (`@RequirePermission`). So what the
 * menu shows and what the API allows cannot drift apart. The system administrator role holds '*'.
 * Features add their menu codes here as they land (and seed the menu entry with the same code).
 */
export const MENU_FUNCTIONS = ['view', 'create', 'edit', 'delete', 'approve'] as const;
export type MenuFunction = (typeof MENU_FUNCTIONS)[number];

/** Menu codes that guard API calls. */
export const MENU_CODES = {
  dashboard: 'dashboard',
  users: 'users',
  roles: 'roles',
  menus: 'menus',
  roleOptions: 'role-options',
  audit: 'audit',
  ops: 'ops',
  /** Reading the data of queued and failed jobs (recipients, parameters): more than `ops.view`. */
  jobData: 'job-data',
  organizations: 'organizations',
  credit: 'credit',
  systemCredit: 'system-credit',
  banks: 'banks',
  dropdowns: 'dropdowns',
  paymentBankOptions: 'payment-bank-options',
  emailTemplates: 'email-templates',
  // Hotel inventory, one code per list screen of /Hotel/* (menus come with the screens).
  hotels: 'hotels',
  hotelRooms: 'hotel-rooms',
  hotelAmenities: 'hotel-amenities',
  hotelBeds: 'hotel-beds',
  hotelBedTypes: 'hotel-bed-types',
  // Reports (/reports/*), one code per report (shared/src/reports/report-catalogue.ts).
  roomInventoryReport: 'room-inventory-report',
  // Pricing (docs/pricing.md): mark-up groups, mark-ups (and the price quote), service fees.
  markupGroups: 'markup-groups',
  markups: 'markups',
  serviceFees: 'service-fees',
  // Bookings (docs/bookings.md): the booking list and its screens; create = book, edit = issue, cancel, set status.
  bookings: 'bookings',
  // Settings "Download payload" (/Settings/downloadPayload/downloadPayload): what was sent to and answered by
  // outside suppliers (eLeisure), with guests' data; staff only, granted to no role by default.
  downloadPayload: 'download-payload',
} as const;
export type MenuCode = (typeof MENU_CODES)[keyof typeof MENU_CODES];

export const permission = (menu: MenuCode, fn: MenuFunction) => `${menu}.${fn}` as const;

export const PERMISSIONS = {
  opsView: permission('ops', 'view'),
  opsManage: permission('ops', 'edit'),
  jobDataView: permission('job-data', 'view'),
  auditView: permission('audit', 'view'),
  usersView: permission('users', 'view'),
  usersCreate: permission('users', 'create'),
  usersEdit: permission('users', 'edit'),
  usersDelete: permission('users', 'delete'),
  rolesView: permission('roles', 'view'),
  rolesCreate: permission('roles', 'create'),
  rolesEdit: permission('roles', 'edit'),
  menusView: permission('menus', 'view'),
  menusCreate: permission('menus', 'create'),
  menusEdit: permission('menus', 'edit'),
  menusDelete: permission('menus', 'delete'),
  roleOptionsView: permission('role-options', 'view'),
  roleOptionsCreate: permission('role-options', 'create'),
  roleOptionsEdit: permission('role-options', 'edit'),
  organizationsView: permission('organizations', 'view'),
  organizationsCreate: permission('organizations', 'create'),
  organizationsEdit: permission('organizations', 'edit'),
  organizationsApprove: permission('organizations', 'approve'),
  creditView: permission('credit', 'view'),
  creditCreate: permission('credit', 'create'),
  creditEdit: permission('credit', 'edit'),
  creditApprove: permission('credit', 'approve'),
  systemCreditView: permission('system-credit', 'view'),
  systemCreditCreate: permission('system-credit', 'create'),
  systemCreditEdit: permission('system-credit', 'edit'),
  systemCreditApprove: permission('system-credit', 'approve'),
  banksView: permission('banks', 'view'),
  banksCreate: permission('banks', 'create'),
  banksEdit: permission('banks', 'edit'),
  dropdownsView: permission('dropdowns', 'view'),
  dropdownsCreate: permission('dropdowns', 'create'),
  dropdownsEdit: permission('dropdowns', 'edit'),
  paymentBankOptionsView: permission('payment-bank-options', 'view'),
  paymentBankOptionsCreate: permission('payment-bank-options', 'create'),
  paymentBankOptionsEdit: permission('payment-bank-options', 'edit'),
  emailTemplatesView: permission('email-templates', 'view'),
  emailTemplatesCreate: permission('email-templates', 'create'),
  emailTemplatesEdit: permission('email-templates', 'edit'),
  hotelsView: permission('hotels', 'view'),
  hotelsCreate: permission('hotels', 'create'),
  hotelsEdit: permission('hotels', 'edit'),
  hotelsDelete: permission('hotels', 'delete'),
  hotelRoomsView: permission('hotel-rooms', 'view'),
  hotelRoomsCreate: permission('hotel-rooms', 'create'),
  hotelRoomsEdit: permission('hotel-rooms', 'edit'),
  hotelRoomsDelete: permission('hotel-rooms', 'delete'),
  hotelAmenitiesView: permission('hotel-amenities', 'view'),
  hotelAmenitiesCreate: permission('hotel-amenities', 'create'),
  hotelAmenitiesEdit: permission('hotel-amenities', 'edit'),
  hotelAmenitiesDelete: permission('hotel-amenities', 'delete'),
  hotelBedsView: permission('hotel-beds', 'view'),
  hotelBedsCreate: permission('hotel-beds', 'create'),
  hotelBedsEdit: permission('hotel-beds', 'edit'),
  hotelBedTypesView: permission('hotel-bed-types', 'view'),
  hotelBedTypesCreate: permission('hotel-bed-types', 'create'),
  hotelBedTypesDelete: permission('hotel-bed-types', 'delete'),
  roomInventoryReportView: permission('room-inventory-report', 'view'),
  markupGroupsView: permission('markup-groups', 'view'),
  markupGroupsCreate: permission('markup-groups', 'create'),
  /** Also: assigning an organization to a group (organization profile). */
  markupGroupsEdit: permission('markup-groups', 'edit'),
  /** Also: the price quote ("Why this price"). */
  markupsView: permission('markups', 'view'),
  markupsCreate: permission('markups', 'create'),
  markupsEdit: permission('markups', 'edit'),
  bookingsView: permission('bookings', 'view'),
  bookingsCreate: permission('bookings', 'create'),
  bookingsEdit: permission('bookings', 'edit'),
  serviceFeesView: permission('service-fees', 'view'),
  serviceFeesCreate: permission('service-fees', 'create'),
  serviceFeesEdit: permission('service-fees', 'edit'),
  downloadPayloadView: permission('download-payload', 'view'),
} as const;
export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];
export const ALL_PERMISSIONS = '*';

export function hasPermission(granted: readonly string[], needed: string): boolean {
  return granted.includes(ALL_PERMISSIONS) || granted.includes(needed);
}

/** What an organization's API client token (`getToken`) may do: the booking calls, for its own organization. */
export const API_CLIENT_PERMISSIONS: readonly string[] = [
  PERMISSIONS.bookingsView,
  PERMISSIONS.bookingsCreate,
  PERMISSIONS.bookingsEdit,
];
