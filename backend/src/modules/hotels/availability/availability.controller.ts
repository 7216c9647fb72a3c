import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { availabilitySchema, PERMISSIONS, type SearchAvailabilityQuery, searchAvailabilitySchema } from '@bo/shared';
import { CurrentActor, RequireAnyPermission } from '../../../core/auth/auth.decorators';
import { assertStaff } from '../../../core/auth/tenancy';
import type { Actor } from '../../../core/context/request-context';
import { Contract } from '../../../core/http/contract.decorator';
import { QueryBus } from '@nestjs/cqrs';
import { SearchAvailability } from '../queries/search-availability/search-availability.query';

/**
 * `POST searchAvailability` of `/bo/RWTDIYHotel`: what can be sold for a stay, for the provider's
 * staff, with selling prices for `organizationId`'s group (or the consumers') when pricing is there.
 */
@Controller('bo/RWTDIYHotel')
export class AvailabilityController {
  constructor(private readonly queries: QueryBus) {}

  @Post('searchAvailability')
  @HttpCode(200)
  @RequireAnyPermission(PERMISSIONS.hotelsView, PERMISSIONS.hotelRoomsView)
  @Contract({
    summary:
      'Rooms and rates that can be sold for a stay in a destination (city) or hotel, with nightly prices (minor units), inclusions and policies; cheapest first',
    body: searchAvailabilitySchema,
    response: availabilitySchema,
    tags: ['hotels'],
  })
  search(@CurrentActor() actor: Actor, @Body() body: SearchAvailabilityQuery) {
    assertStaff(actor);
    // Selling prices for the agency named, else (staff) the consumers' default group.
    return this.queries.execute(new SearchAvailability(body, { actor, organizationId: body.organizationId }));
  }
}
