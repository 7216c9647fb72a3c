import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { BookingCatalogue } from '../booking-catalogue.service';
import { GetProductDetails } from './get-product-details.query';

@QueryHandler(GetProductDetails)
export class GetProductDetailsHandler implements IQueryHandler<GetProductDetails> {
  constructor(private readonly catalogue: BookingCatalogue) {}

  execute({ actor, query }: GetProductDetails) {
    return this.catalogue.details(actor, query);
  }
}
