import { Injectable } from '@nestjs/common';
import type { CabinClass, PriceBreakdownItem } from '@bo/shared';
import type { Buyer } from './buyer-pricing.service';
import { BatchSalePricing, type DatedSale } from './sale-pricing';
import type { FlightSalePrices } from '../ports/sale-prices.port';

/** A fare sold: the supplier's cost of every ticket, how many tickets, each flying `segments` segments, in a cabin. */
export interface FlightFareSale {
  supplierCost: number;
  tickets: number;
  segments: number;
  cabinClass: CabinClass;
}

/**
 * What other contexts call to price a flight fare (the bookings context: `getProduct`,
 * `getProductDetails`, `book` for flights): the buyer as the quote resolves it, and the fare priced
 * by the same engine, rules and request as the quote prices a flight (supplier cost, tickets and
 * segments, the cabin's mark-up row), so a booking costs what was offered.
 */
@Injectable()
export class FlightSalePricing extends BatchSalePricing<DatedSale, FlightFareSale> implements FlightSalePrices {
  /**
   * Prices many fares in one currency with the rules read once (a search prices every fare found);
   * beyond the largest amount: 422 PRICE_OUT_OF_RANGE.
   */
  pricer(buyer: Buyer, sale: DatedSale): Promise<(fare: FlightFareSale) => PriceBreakdownItem> {
    return this.pricerOf(buyer, 'flight', sale, (fare) => ({
      supplierCost: fare.supplierCost,
      units: { tickets: fare.tickets, segments: fare.segments },
      cabinClass: fare.cabinClass,
    }));
  }
}
