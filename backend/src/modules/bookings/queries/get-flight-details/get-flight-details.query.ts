import { Query } from '@nestjs/cqrs';
import type { FlightDetails, FlightDetailsQuery } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';

/** `getProductDetails` (flight): one fare re-priced by the supplier, with the price `book` would charge. */
export class GetFlightDetails extends Query<FlightDetails> {
  constructor(
    readonly actor: Actor,
    readonly query: FlightDetailsQuery,
  ) {
    super();
  }
}
