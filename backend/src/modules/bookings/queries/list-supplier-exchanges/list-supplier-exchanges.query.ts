import { Query } from '@nestjs/cqrs';
import type { Channel, SupplierExchangeItem, SupplierExchangeListQuery } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';
import type { Page } from '../../../../core/read-side/paged-list';

/** `getAllHotelReservationDetails`: a page of one channel's supplier exchanges, filtered and sorted (staff). */
export class ListSupplierExchanges extends Query<Page<SupplierExchangeItem>> {
  constructor(
    readonly actor: Actor,
    readonly channel: Channel,
    readonly query: SupplierExchangeListQuery,
  ) {
    super();
  }
}
