import { iso } from '../../../core/read-side/sql-dates';

/**
 * What the supplier-exchange handlers share (`/bo/Eleisure`; docs/bookings.md, "eLeisure (RWT)
 * payloads"): one exchange's columns of `bookings.supplier_exchanges`. Every read is staff only,
 * whatever a role is granted: the payloads carry every organization's guests.
 */
export const ITEM_COLUMNS = `
  e.id, e.channel, e.kind, e.booking_ref AS "bookingRef", e.hotel_id AS "hotelID", e.hotel_name AS "hotelName",
  e.supplier_hotel_code AS "supplierHotelCode", e.outcome, e.http_status AS "httpStatus", e.supplier_ref AS "supplierRef",
  e.reason, ${iso('e.started_at')} AS "startedAt", e.duration_ms AS "durationMs"`;
