import type { TicketProductDetails } from '@bo/shared';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { requestContext } from '../../../../core/context/request-context';
import { AppError } from '../../../../core/errors/app-error';
import { fieldError } from '../../../../core/http/action-result';
import { AttractionProducts } from '../../../attractions';
import { TicketSalePrices } from '../../../pricing';
import { pricedFor, ticketSale } from '../catalogue-rows';
import { GetTicketProductDetails } from './get-ticket-product-details.query';

/** One product on the date: its ticket types priced for one ticket, and the tickets asked for priced whole. */
@QueryHandler(GetTicketProductDetails)
export class GetTicketProductDetailsHandler implements IQueryHandler<GetTicketProductDetails> {
  constructor(
    private readonly attractions: AttractionProducts,
    private readonly pricing: TicketSalePrices,
  ) {}

  async execute({ actor, query: q }: GetTicketProductDetails): Promise<TicketProductDetails> {
    const buyer = await this.pricing.buyer(actor, q.organizationId);
    const found = await this.attractions.productOn(q.productID, q.productType, q.visitDate);
    if (!found) throw new AppError('ATTRACTION_NOT_FOUND');
    const { product } = found;
    const price = await this.pricing.pricer(buyer, ticketSale(q.productType, product.currencyCode));
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
}
