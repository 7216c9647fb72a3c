import type { TicketProductList } from '@bo/shared';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AttractionProducts } from '../../../attractions';
import { TicketSalePrices } from '../../../pricing';
import { pricedFor, ticketSale } from '../catalogue-rows';
import { GetTicketProducts } from './get-ticket-products.query';

/**
 * What a buyer books theme-park and cable-car tickets from (`getProduct` with productType themePark
 * or cableCar): the attractions context's products of the type open on the date in the destination,
 * by name, each from its cheapest ticket's selling price (pricing's TicketSalePrices for the
 * caller's mark-up group on today's business date with no payment type chosen yet, as the hotels'
 * selling prices are), so `book` charges what was offered for the same tickets.
 */
@QueryHandler(GetTicketProducts)
export class GetTicketProductsHandler implements IQueryHandler<GetTicketProducts> {
  constructor(
    private readonly attractions: AttractionProducts,
    private readonly pricing: TicketSalePrices,
  ) {}

  async execute({ actor, query: q }: GetTicketProducts): Promise<TicketProductList> {
    const buyer = await this.pricing.buyer(actor, q.organizationId);
    const found = await this.attractions.openOn(q);
    const pricers = new Map<string, Awaited<ReturnType<TicketSalePrices['pricer']>>>();
    const products = [];
    for (const { product, ticketTypes, available } of found) {
      let price = pricers.get(product.currencyCode);
      if (!price) {
        price = await this.pricing.pricer(buyer, ticketSale(q.productType, product.currencyCode));
        pricers.set(product.currencyCode, price);
      }
      const priced = ticketTypes.map((t) => ({ type: t, selling: price({ supplierCost: t.costOnDate, quantity: 1 }).total }));
      const cheapest = priced.reduce((a, b) => (b.selling < a.selling ? b : a));
      products.push({
        productID: product.productID,
        code: product.code,
        name: product.name,
        city: product.city,
        state: product.state,
        currencyCode: product.currencyCode,
        available,
        fromSellingPrice: cheapest.selling,
        fromTicketType: cheapest.type.code,
      });
    }
    return { productType: q.productType, visitDate: q.visitDate, pricedFor: pricedFor(buyer), products };
  }
}
