import type { BookingListItem } from '@bo/shared';
import type { Actor } from '../../../core/context/request-context';
import { Filters } from '../../../core/read-side/paged-list';
import { day, iso } from '../../../core/read-side/sql-dates';

/**
 * What the bookings' list, counts and one booking's read share: the read model's columns
 * (`bookings.bookings` with this context's organization replica) and the caller's reach.
 */

export const LIST_COLUMNS = `
  b.booking_ref AS "bookingRef", b.product_type AS "productType", b.status, b.payment_status AS "paymentStatus",
  o.name AS "organizationName", b.supplier_name AS "supplierName", b.destination,
  ${day('b.check_in')} AS "checkIn", ${day('b.check_out')} AS "checkOut", b.contact_name AS "contactName",
  b.traveller_name AS "travellerName", b.currency AS "currencyCode", b.total::text AS total,
  CASE WHEN jsonb_typeof(b.placed->'tickets') = 'object'
       THEN jsonb_build_object('quantity', (b.placed->'tickets'->>'quantity')::int) END AS tickets,
  ${iso('b.payment_deadline')} AS "paymentDeadline", ${iso('b.created_at')} AS "createdAt", ${iso('b.updated_at')} AS "updatedAt"`;
export const LIST_FROM = `bookings.bookings b LEFT JOIN bookings.organizations o ON o.id = b.organization_id`;
export type ListRow = Omit<BookingListItem, 'total'> & { total: string };

/** Staff see every booking (or one organization's, when named); an agency user its own organization's. */
export function bookingScope(actor: Actor, organizationId: string | undefined): Filters {
  const filters = new Filters();
  const org = actor.organizationId ?? organizationId;
  if (actor.organizationId !== null && organizationId && organizationId !== actor.organizationId) {
    return filters.where('false');
  }
  return filters.equals('b.organization_id', org);
}
