import { Query } from '@nestjs/cqrs';
import type { DestinationList } from '@bo/shared';

/** `getDestination`: the cities with bookable hotels. */
export class GetDestinations extends Query<DestinationList> {
  constructor(readonly search?: string) {
    super();
  }
}
