import type { SupplierExchangeItem, SupplierExchangeListQuery } from '@bo/shared';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { assertStaff } from '../../../../core/auth/tenancy';
import { Filters, type Page, pagedList, type Sort } from '../../../../core/read-side/paged-list';
import { ITEM_COLUMNS } from '../supplier-exchange-rows';
import { ListSupplierExchanges } from './list-supplier-exchanges.query';

const SORT: Sort<NonNullable<SupplierExchangeListQuery['sortKey']>> = {
  keys: {
    startedAt: 'e.started_at',
    bookingRef: 'e.booking_ref',
    hotelName: 'lower(e.hotel_name)',
    kind: 'e.kind',
    outcome: 'e.outcome',
    httpStatus: 'e.http_status',
    durationMs: 'e.duration_ms',
  },
  default: 'e.started_at DESC',
  tiebreaker: 'e.id',
};

/** A channel's stored exchanges, filtered, sorted and paged (staff only). */
@QueryHandler(ListSupplierExchanges)
export class ListSupplierExchangesHandler implements IQueryHandler<ListSupplierExchanges> {
  constructor(private readonly dataSource: DataSource) {}

  execute({ actor, channel, query: q }: ListSupplierExchanges): Promise<Page<SupplierExchangeItem>> {
    assertStaff(actor);
    const filters = new Filters()
      .equals('e.channel', channel)
      .equalsIgnoringCase('e.booking_ref', q.bookingRef)
      .contains(['e.hotel_name', 'e.supplier_hotel_code'], q.hotel)
      .equals('e.kind', q.kind)
      .equals('e.outcome', q.outcome);
    filters.businessDays('e.started_at', { from: q.dateFrom, to: q.dateTo });
    return pagedList<SupplierExchangeItem>(this.dataSource, q, {
      select: ITEM_COLUMNS,
      from: 'bookings.supplier_exchanges e',
      filters,
      sort: SORT,
    });
  }
}
