import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { FlightCatalogue } from '../flight-catalogue.service';
import { SearchFlights } from './search-flights.query';

@QueryHandler(SearchFlights)
export class SearchFlightsHandler implements IQueryHandler<SearchFlights> {
  constructor(private readonly catalogue: FlightCatalogue) {}

  execute({ actor, query }: SearchFlights) {
    return this.catalogue.search(actor, query);
  }
}
