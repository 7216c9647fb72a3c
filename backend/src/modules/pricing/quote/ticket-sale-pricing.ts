import { Injectable } from '@nestjs/common';
import type { PriceBreakdownItem, TicketProductType } from '@bo/shared';
import type { Buyer } from './buyer-pricing.service';
import { BatchSalePricing, type DatedSale } from './sale-pricing';
import type { TicketSalePrices } from '../ports/sale-prices.port';

/** A sale of theme-park or cable-car tickets: the supplier's cost of all of them, and how many. */
export interface TicketSale {
  supplierCost: number;
  quantity: number;
}

type TicketsSale = DatedSale & { productType: TicketProductType };

/**
 * What other contexts call to price dated tickets (the bookings context: `getProduct`,
 * `getProductDetails`, `book`, `updateThemePark`): the buyer as the quote resolves it, and a sale
 * of tickets priced by the same engine, rules and request as the quote prices a theme park or
 * cable car (supplier cost with quantity units), so a booking costs what was offered.
 */
@Injectable()
export class TicketSalePricing extends BatchSalePricing<TicketsSale, TicketSale> implements TicketSalePrices {
  /**
   * Prices many sales of one product type in one currency with the rules read once (a catalogue
   * page prices every product and ticket type); beyond the largest amount: 422 PRICE_OUT_OF_RANGE.
   */
  pricer(buyer: Buyer, sale: TicketsSale): Promise<(tickets: TicketSale) => PriceBreakdownItem> {
    return this.pricerOf(buyer, sale.productType, sale, (tickets) => ({
      supplierCost: tickets.supplierCost,
      units: { quantity: tickets.quantity },
    }));
  }
}
