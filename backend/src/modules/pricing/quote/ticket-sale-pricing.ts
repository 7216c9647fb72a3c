import { Injectable } from '@nestjs/common';
import type { PaymentMethod, PriceBreakdownItem, TicketProductType } from '@bo/shared';
import type { Actor } from '../../../core/context/request-context';
import { breakdownItem, price } from './breakdown';
import { type Buyer, BuyerPricing, saleOf } from './buyer-pricing.service';
import type { TicketSalePrices } from '../ports/sale-prices.port';

/** A sale of theme-park or cable-car tickets: the supplier's cost of all of them, and how many. */
export interface TicketSale {
  supplierCost: number;
  quantity: number;
}

/**
 * What other contexts call to price dated tickets (the bookings context: `getProduct`,
 * `getProductDetails`, `book`, `updateThemePark`): the buyer as the quote resolves it, and a sale
 * of tickets priced by the same engine, rules and request as the quote prices a theme park or
 * cable car (supplier cost with quantity units), so a booking costs what was offered.
 */
@Injectable()
export class TicketSalePricing implements TicketSalePrices {
  constructor(private readonly buyers: BuyerPricing) {}

  /** The buyer of a sale (see BuyerPricing.resolve: an agency user is its own organization). */
  buyer(actor: Actor, organizationId: string | undefined): Promise<Buyer> {
    return this.buyers.resolve(actor, organizationId);
  }

  /**
   * Prices many sales of one product type in one currency with the rules read once (a catalogue
   * page prices every product and ticket type); beyond the largest amount: 422 PRICE_OUT_OF_RANGE.
   */
  async pricer(
    buyer: Buyer,
    sale: { saleDate: string; paymentType: PaymentMethod | null; productType: TicketProductType; currencyCode: string },
  ): Promise<(tickets: TicketSale) => PriceBreakdownItem> {
    const rules = await this.buyers.rules(buyer, sale.currencyCode, sale.saleDate, sale.productType);
    return (tickets) =>
      breakdownItem(
        price(
          {
            ...saleOf(buyer, sale.productType, sale.saleDate, sale.paymentType),
            currencyCode: sale.currencyCode,
            supplierCost: tickets.supplierCost,
            units: { quantity: tickets.quantity },
          },
          rules,
        ),
      );
  }

  /** One sale's breakdown. */
  async price(
    buyer: Buyer,
    sale: { saleDate: string; paymentType: PaymentMethod | null; productType: TicketProductType; currencyCode: string },
    tickets: TicketSale,
  ): Promise<PriceBreakdownItem> {
    return (await this.pricer(buyer, sale))(tickets);
  }
}
