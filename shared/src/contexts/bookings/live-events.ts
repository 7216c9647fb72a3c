/**
 * The events of a booking's stream (`booking-<bookingRef>`): the server pushes every one as a
 * `domain-event` to the booking's organization and the staff following bookings, and the web app
 * refetches the booking and the lists on each (docs/bookings.md, "Lifecycle").
 */
export const BOOKING_LIVE_EVENTS = [
  'BookingPlaced',
  'BookingPaid',
  'BookingPaymentFailed',
  'BookingIssued',
  'BookingSupplierFailed',
  'BookingExpired',
  'BookingCancelled',
  'BookingStatusSet',
  'BookingFolioUpdated',
  'BookingTicketsChanged',
  'BookingPaymentToRefund',
] as const;
