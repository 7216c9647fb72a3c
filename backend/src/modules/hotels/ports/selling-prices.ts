import { Injectable } from '@nestjs/common';
import type { Availability } from '@bo/shared';
import type { Actor } from '../../../core/context/request-context';

/** Whose selling prices a search answers (`pricedFor` of the availability answer). */
export type PricedFor = NonNullable<Availability['pricedFor']>;

/** Who a search prices for: the caller, and the agency it names (staff pricing on an agency's behalf). */
export interface SellingPriceBuyer {
  actor: Actor;
  organizationId?: string;
}

/** What one search asks for: the buyer, the stay, and the currencies of the hotels found. */
export interface SellingPriceRequest extends SellingPriceBuyer {
  /** The night and room counts of the stay. */
  nights: number;
  rooms: number;
  currencyCodes: readonly string[];
}

/** One sellable rate: the supplier cost of the whole stay (all rooms, all nights) at a hotel. */
export interface RateToPrice {
  total: number;
  currencyCode: string;
  starRating: number;
}

/** Prices every rate of one search with rules read once for it. */
export interface SellingPricer {
  pricedFor: PricedFor | null;
  /** What the buyer pays for the rate, minor units of its currency; null when it cannot be priced. */
  sellingTotal(rate: RateToPrice): number | null;
}

/**
 * The port a pricing context implements so that the availability search answers selling prices.
 * The hotel inventory does not know mark-ups: whoever prices answers. `pricerFor` runs once per
 * search (resolve the buyer, read the rules in force), then prices each rate in memory.
 */
export interface SellingPriceSource {
  pricerFor(request: SellingPriceRequest): Promise<SellingPricer>;
}

const NEUTRAL: SellingPricer = Object.freeze({ pricedFor: null, sellingTotal: () => null });

/**
 * Where a pricing context plugs in its `SellingPriceSource`: it imports `HotelsModule` and calls
 * `register(this)` in `onModuleInit` (the dependency points from pricing to hotels, never back).
 * With none registered, a search answers no selling prices (`pricedFor` and `sellingTotal` null).
 * One source prices: the last registered.
 */
@Injectable()
export class SellingPrices {
  private source: SellingPriceSource | null = null;

  /** Sets the source; the returned function removes it again. */
  register(source: SellingPriceSource): () => void {
    this.source = source;
    return () => {
      if (this.source === source) this.source = null;
    };
  }

  pricerFor(request: SellingPriceRequest): Promise<SellingPricer> {
    return this.source ? this.source.pricerFor(request) : Promise.resolve(NEUTRAL);
  }
}
