import { Injectable } from '@nestjs/common';
import {
  businessDate,
  type TicketProductDetails,
  type TicketProductDetailsQuery,
  type TicketProductList,
  type TicketProductQuery,
} from '@bo/shared';
import { type Actor, requestContext } from '../../../core/context/request-context';
import { AppError } from '../../../core/errors/app-error';
import { fieldError } from '../../../core/http/action-result';
import { AttractionProducts } from '../../attractions';
import { type Buyer, TicketSalePrices } from '../../pricing';

/**
 * What a buyer books theme-park and cable-car tickets from (`getProduct`, `getProductDetails` with
 * productType themePark or cableCar): the attractions context's products open on the visit date,
 * each ticket priced by pricing's TicketSalePrices for the caller's mark-up group on today's
 * business date with no payment type chosen yet (as the hotels' selling prices are), so `book`
 * charges what was offered for the same tickets (agent credit adds no gateway fee).
 */
@Injectable()
export class TicketCatalogue {
  constructor(
    private readonly attractions: AttractionProducts,
    private readonly pricing: TicketSalePrices,
  ) {}

  /** The products of the type open on the date in the destination, by name, each from its cheapest ticket's selling price. */
  async products(actor: Actor, q: TicketProductQuery): Promise<TicketProductList> {
    const buyer = await this.pricing.buyer(actor, q.organizationId);
    const found = await this.attractions.openOn(q);
    const pricers = new Map<string, Awaited<ReturnType<TicketSalePrices['pricer']>>>();
    const products = [];
    for (const { product, ticketTypes, available } of found) {
      let price = pricers.get(product.currencyCode);
      if (!price) {
        price = await this.pricing.pricer(buyer, this.sale(q.productType, product.currencyCode));
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

  /** One product on the date: its ticket types priced for one ticket, and the tickets asked for priced whole. */
  async details(actor: Actor, q: TicketProductDetailsQuery): Promise<TicketProductDetails> {
    const buyer = await this.pricing.buyer(actor, q.organizationId);
    const found = await this.attractions.productOn(q.productID, q.productType, q.visitDate);
    if (!found) throw new AppError('ATTRACTION_NOT_FOUND');
    const { product } = found;
    const price = await this.pricing.pricer(buyer, this.sale(q.productType, product.currencyCode));
    let selection: TicketProductDetails['selection'] = null;
    if (q.tickets) {
      const lines = q.tickets.map((line, index) => {
        const type = found.ticketTypes.find((t) => t.ticketTypeID === line.ticketTypeID);
        if (!type) throw fieldError('TICKET_TYPE_NOT_FOUND', `tickets.${index}.ticketTypeID`);
        return { type, quantity: line.quantity };
      });
      const supplierTotal = lines.reduce((sum, l) => sum + l.type.costOnDate * l.quantity, 0);
      const quantity = lines.reduce((sum, l) => sum + l.quantity, 0);
      const breakdown = price({ supplierCost: supplierTotal, quantity });
      selection = { tickets: q.tickets, quantity, supplierTotal, sellingTotal: breakdown.total, breakdown };
    }
    const malay = requestContext.get()?.language === 'ms';
    return {
      productType: q.productType,
      visitDate: q.visitDate,
      pricedFor: pricedFor(buyer),
      available: found.available,
      product: {
        productID: product.productID,
        code: product.code,
        name: product.name,
        description: product.description,
        address: [product.addressLine, [product.postcode, product.city].filter(Boolean).join(' '), product.state].filter(
          (line): line is string => !!line,
        ),
        city: product.city,
        state: product.state,
        openingHours: product.openingHours,
        currencyCode: product.currencyCode,
        cancellation: found.cancellation,
      },
      ticketTypes: found.ticketTypes.map((t) => ({
        ticketTypeID: t.ticketTypeID,
        code: t.code,
        name: malay ? t.nameMs : t.name,
        supplierCost: t.costOnDate,
        sellingPrice: price({ supplierCost: t.costOnDate, quantity: 1 }).total,
      })),
      selection,
    };
  }

  /** Offered prices: today's rules, no payment type chosen yet (only mark-ups for ANY payment; no gateway fee). */
  private sale(productType: TicketProductQuery['productType'], currencyCode: string) {
    return { saleDate: businessDate(), paymentType: null, productType, currencyCode };
  }
}

const pricedFor = (buyer: Buyer): TicketProductList['pricedFor'] => ({
  customerType: buyer.customerType,
  organizationId: buyer.organizationId,
  markupGroupListID: buyer.group?.id ?? null,
  markupGroupName: buyer.group?.name ?? null,
});
