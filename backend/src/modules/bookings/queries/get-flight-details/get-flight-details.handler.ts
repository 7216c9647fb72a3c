import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { FlightCatalogue } from '../flight-catalogue.service';
import { GetFlightDetails } from './get-flight-details.query';

@QueryHandler(GetFlightDetails)
export class GetFlightDetailsHandler implements IQueryHandler<GetFlightDetails> {
  constructor(private readonly catalogue: FlightCatalogue) {}

  execute({ actor, query }: GetFlightDetails) {
    return this.catalogue.details(actor, query);
  }
}
