import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { BookingCatalogue } from '../booking-catalogue.service';
import { GetDestinations } from './get-destinations.query';

@QueryHandler(GetDestinations)
export class GetDestinationsHandler implements IQueryHandler<GetDestinations> {
  constructor(private readonly catalogue: BookingCatalogue) {}

  execute({ search }: GetDestinations) {
    return this.catalogue.destinations(search);
  }
}
