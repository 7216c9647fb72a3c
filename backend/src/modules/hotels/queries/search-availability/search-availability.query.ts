import { Query } from '@nestjs/cqrs';
import type { Availability, SearchAvailabilityQuery } from '@bo/shared';
import type { SellingPriceBuyer } from '../../ports/selling-prices';

/**
 * `POST searchAvailability`: a destination's page of hotels, each with its cheapest offer, or a
 * hotel's every room and rate, with selling prices for `buyer` when given.
 */
export class SearchAvailability extends Query<Availability> {
  constructor(
    readonly query: SearchAvailabilityQuery,
    readonly buyer?: SellingPriceBuyer,
  ) {
    super();
  }
}
