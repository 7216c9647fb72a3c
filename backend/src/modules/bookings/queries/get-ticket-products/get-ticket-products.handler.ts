import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { TicketCatalogue } from '../ticket-catalogue.service';
import { GetTicketProducts } from './get-ticket-products.query';

@QueryHandler(GetTicketProducts)
export class GetTicketProductsHandler implements IQueryHandler<GetTicketProducts> {
  constructor(private readonly catalogue: TicketCatalogue) {}

  execute({ actor, query }: GetTicketProducts) {
    return this.catalogue.products(actor, query);
  }
}
