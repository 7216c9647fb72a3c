import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Availability } from '@bo/shared';
import { AvailabilityService } from '../../availability/availability.service';
import { SearchAvailability } from './search-availability.query';

/**
 * The availability search's reader is AvailabilityService, the HotelAvailability port's class:
 * one reader, two callers (this handler for the screen's page, bookings and pricing through the
 * port for every sellable rate). No work of its own, so the search costs what it did.
 */
@QueryHandler(SearchAvailability)
export class SearchAvailabilityHandler implements IQueryHandler<SearchAvailability> {
  constructor(private readonly availability: AvailabilityService) {}

  execute({ query, buyer }: SearchAvailability): Promise<Availability> {
    return this.availability.page(query, buyer);
  }
}
