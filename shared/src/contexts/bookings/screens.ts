/** The screens of the context (its web app feature's routes): `:ID` is a route parameter (`screenPath`). */
export const SCREEN_PATHS = {
  // Bookings (docs/bookings.md, "Screens"): the list with one booking opened by `?ref=`, and the
  // confirmation of one booking (`?ref=`) with its voucher.
  bookings: '/view-booking',
  bookingConfirmation: '/bookingConfirmation',
  // Settings: the payloads exchanged with eLeisure (docs/bookings.md, "eLeisure (RWT) payloads"); `?id=` opens one.
  downloadPayload: '/Settings/downloadPayload/downloadPayload',
} as const;
