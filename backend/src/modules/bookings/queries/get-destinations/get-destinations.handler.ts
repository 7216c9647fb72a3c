import type { DestinationList } from '@bo/shared';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { HotelCatalogue } from '../../../hotels';
import { GetDestinations } from './get-destinations.query';

/** Where a buyer may book hotels: the hotels context's destinations (its HotelCatalogue port). */
@QueryHandler(GetDestinations)
export class GetDestinationsHandler implements IQueryHandler<GetDestinations> {
  constructor(private readonly hotels: HotelCatalogue) {}

  execute({ search }: GetDestinations): Promise<DestinationList> {
    return this.hotels.destinations(search);
  }
}
