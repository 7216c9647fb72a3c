import { Injectable } from '@nestjs/common';
import type { CabinClass, PaymentMethod, PriceBreakdownItem } from '@bo/shared';
import type { Actor } from '../../../core/context/request-context';
import { breakdownItem, price } from './breakdown';
import { type Buyer, BuyerPricing, saleOf } from './buyer-pricing.service';
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
export class FlightSalePricing implements FlightSalePrices {
  constructor(private readonly buyers: BuyerPricing) {}

  /** The buyer of a sale (see BuyerPricing.resolve: an agency user is its own organization). */
  buyer(actor: Actor, organizationId: string | undefined): Promise<Buyer> {
    return this.buyers.resolve(actor, organizationId);
  }

  /**
   * Prices many fares in one currency with the rules read once (a search prices every fare found);
   * beyond the largest amount: 422 PRICE_OUT_OF_RANGE.
   */
  async pricer(
    buyer: Buyer,
    sale: { saleDate: string; paymentType: PaymentMethod | null; currencyCode: string },
  ): Promise<(fare: FlightFareSale) => PriceBreakdownItem> {
    const rules = await this.buyers.rules(buyer, sale.currencyCode, sale.saleDate, 'flight');
    return (fare) =>
      breakdownItem(
        price(
          {
            ...saleOf(buyer, 'flight', sale.saleDate, sale.paymentType),
            currencyCode: sale.currencyCode,
            supplierCost: fare.supplierCost,
            units: { tickets: fare.tickets, segments: fare.segments },
            cabinClass: fare.cabinClass,
          },
          rules,
        ),
      );
  }

  /** One fare's breakdown. */
  async price(
    buyer: Buyer,
    sale: { saleDate: string; paymentType: PaymentMethod | null; currencyCode: string },
    fare: FlightFareSale,
  ): Promise<PriceBreakdownItem> {
    return (await this.pricer(buyer, sale))(fare);
  }
}
