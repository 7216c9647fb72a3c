/**
 * Every screen route of the web app that exists, written once (spec route table,
 * `../shared/spec/routes.txt`). The web app's feature routes, links and browser tests import
 * these, and so do the server's menu seeds: a path is never typed twice. `:ID` is a route
 * parameter; fill it with `screenPath`.
 */
export const SCREEN_PATHS = {
  home: '/',
  dashboard: '/dashboard',
  login: '/login',
  logout: '/logout',
  forgotPassword: '/forgot-password',
  resetPassword: '/login-reset-password',
  firstTimeLogin: '/first-time-login',
  profile: '/profile',
  notAuthorized: '/not-authorized',
  serverError: '/server-error',
  signUp: '/sign-up',
  users: '/user/manage-user',
  createUser: '/user/create-user',
  roles: '/uac',
  menus: '/fac',
  roleOptions: '/Settings/roleOptions/roleOptionsList',
  organizations: '/organization/view-organization-listing',
  createOrganization: '/organization/create-organization',
  organizationProfile: '/organization/organization-profile/:ID',
  topUps: '/credit/credit-topups-payments',
  addTopUp: '/credit/add-credit-topup',
  creditHistory: '/credit/histories/:ID',
  // Not in the spec's route table (the spec has no screen for these calls): ours, in its style.
  creditAdjustments: '/credit/credit-adjustments',
  systemCredit: '/credit/system-credit',
  banks: '/Settings/bank/bankList',
  // Reports (docs/reports.md): one screen per report of shared/src/reports/report-catalogue.ts.
  roomInventoryReport: '/reports/RoomInventoryReport',
  // Pricing (docs/pricing.md, "Screens"). Editing a group or a mark-up takes `?id=`.
  markupGroups: '/Group/groupList',
  createMarkupGroup: '/Group/create-group',
  editMarkupGroup: '/Group/edit-group',
  markups: '/Markup/markupList',
  modifyMarkup: '/Markup/modify-markup',
  // Not in the spec's route table: the quote that explains a price ("Why this price").
  priceQuote: '/Markup/price-quote',
  serviceFees: '/service-fee-management',
  addServiceFee: '/AddServiceFee',
  /** Editing one service fee (`?id=`). */
  serviceFeeSetup: '/service-fee-setup',
  serviceFeeOverview: '/service-fee-overview',
  // Hotel inventory (docs/hotel-inventory.md, "Screens"). A hotel is edited on its profile (Details tab).
  hotels: '/Hotel/Hotels/hotelList',
  createHotel: '/Hotel/Hotels/create-hotel',
  hotelProfile: '/Hotel/Hotels/hotel-profile/:ID',
  rooms: '/Hotel/Rooms/roomList',
  createRoom: '/Hotel/Rooms/create-room',
  roomProfile: '/Hotel/Rooms/room-profile/:ID',
  createRoomRate: '/Hotel/Rooms/create-roomRate',
  amenities: '/Hotel/Amenities/amenitiesList',
  bedCombinations: '/Hotel/Bed/bedList',
  createBedCombination: '/Hotel/Bed/create/create-bed',
  editBedCombination: '/Hotel/Bed/edit/:ID',
  bedTypes: '/Hotel/BedType/bedTypeList',
  // Bookings (docs/bookings.md, "Screens"): the list with one booking opened by `?ref=`, and the
  // confirmation of one booking (`?ref=`) with its voucher.
  bookings: '/view-booking',
  bookingConfirmation: '/bookingConfirmation',
  // Settings: the payloads exchanged with eLeisure (docs/bookings.md, "eLeisure (RWT) payloads"); `?id=` opens one.
  downloadPayload: '/Settings/downloadPayload/downloadPayload',
} as const;

export type ScreenKey = keyof typeof SCREEN_PATHS;
export type ScreenPath = (typeof SCREEN_PATHS)[ScreenKey];

/** A screen's path with its `:ID` filled in (encoded). */
export const screenPath = (key: ScreenKey, id?: string): string => {
  const path: string = SCREEN_PATHS[key];
  if (!path.includes(':ID')) return path;
  if (id === undefined) throw new Error(`screen ${key} needs an id`);
  return path.replace(':ID', encodeURIComponent(id));
};
