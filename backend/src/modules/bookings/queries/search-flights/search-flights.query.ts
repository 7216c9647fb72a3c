import { Query } from '@nestjs/cqrs';
import type { FlightSearchQuery, FlightSearchResult } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';

/** `getProduct` (flight): the flight supplier's fares for the party, priced for the caller's group. */
export class SearchFlights extends Query<FlightSearchResult> {
  constructor(
    readonly actor: Actor,
    readonly query: FlightSearchQuery,
  ) {
    super();
  }
}
