import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { BookingCatalogue } from '../booking-catalogue.service';
import { GetProducts } from './get-products.query';

@QueryHandler(GetProducts)
export class GetProductsHandler implements IQueryHandler<GetProducts> {
  constructor(private readonly catalogue: BookingCatalogue) {}

  execute({ actor, query }: GetProducts) {
    return this.catalogue.products(actor, query);
  }
}
