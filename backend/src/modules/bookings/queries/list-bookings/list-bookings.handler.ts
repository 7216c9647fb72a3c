import type { BookingListItem, BookingListQuery } from '@bo/shared';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { mapPage, type Page, pagedList, type Sort } from '../../../../core/read-side/paged-list';
import { bookingScope, LIST_COLUMNS, LIST_FROM, type ListRow } from '../booking-rows';
import { ListBookings } from './list-bookings.query';

const SORT: Sort<NonNullable<BookingListQuery['sortKey']>> = {
  keys: {
    bookingRef: 'b.booking_ref',
    createdAt: 'b.created_at',
    updatedAt: 'b.updated_at',
    checkIn: 'b.check_in',
    total: 'b.total',
    status: 'b.status',
    contactName: 'lower(b.contact_name)',
  },
  default: 'b.created_at DESC',
  tiebreaker: 'b.booking_ref',
};

/** The bookings the caller may see, filtered, sorted and paged, from the read model. */
@QueryHandler(ListBookings)
export class ListBookingsHandler implements IQueryHandler<ListBookings> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ actor, query: q }: ListBookings): Promise<Page<BookingListItem>> {
    const filters = bookingScope(actor, q.organizationId);
    filters
      .equalsIgnoringCase('b.booking_ref', q.bookingRef)
      .equals('b.status', q.status)
      .equals('b.payment_status', q.paymentStatus)
      .equals('b.product_type', q.productType)
      .contains(['b.contact_name', 'b.traveller_name', 'b.supplier_name', 'b.destination'], q.search)
      .days('b.check_in', { from: q.checkInFrom, to: q.checkInTo })
      .businessDays('b.created_at', { from: q.createdFrom, to: q.createdTo });
    const page = await pagedList<ListRow>(this.dataSource, q, { select: LIST_COLUMNS, from: LIST_FROM, filters, sort: SORT });
    return mapPage(page, (r) => ({ ...r, total: Number(r.total) }));
  }
}
