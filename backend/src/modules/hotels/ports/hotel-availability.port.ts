import type { Availability, AvailabilityStayQuery } from '@bo/shared';
import type { Refusals } from '../availability/availability.service';
import type { SellingPriceBuyer } from './selling-prices';

/**
 * The availability search other contexts call (bookings: the catalogue and `book`; pricing: the
 * quote). Implemented by AvailabilityService; provided and exported by HotelsModule.
 */
export abstract class HotelAvailability {
  /**
   * Every sellable rate of every candidate hotel of the stay, hotels by their cheapest rate, with
   * selling prices for `buyer` when given; `refusals`, when given, collects why each rate of the
   * candidates was left out (by rate id, with its room).
   */
  abstract search(q: AvailabilityStayQuery, buyer?: SellingPriceBuyer, refusals?: Refusals): Promise<Availability>;
}
