import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { TicketCatalogue } from '../ticket-catalogue.service';
import { GetTicketProductDetails } from './get-ticket-product-details.query';

@QueryHandler(GetTicketProductDetails)
export class GetTicketProductDetailsHandler implements IQueryHandler<GetTicketProductDetails> {
  constructor(private readonly catalogue: TicketCatalogue) {}

  execute({ actor, query }: GetTicketProductDetails) {
    return this.catalogue.details(actor, query);
  }
}
