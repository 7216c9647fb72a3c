import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { z } from 'zod';
import {
  type BookingListQuery,
  type BookingRefBody,
  bookingCountsSchema,
  bookingListSchema,
  bookingPageSchema,
  bookingRefSchema,
  bookingResultSchema,
  bookingSchema,
  optionalUuidField,
  PERMISSIONS,
  type UpdateBookingStatusBody,
  updateBookingStatusSchema,
} from '@bo/shared';
import { CurrentActor, RequirePermission } from '../../../core/auth/auth.decorators';
import type { Actor } from '../../../core/context/request-context';
import { Contract } from '../../../core/http/contract.decorator';
import { SetBookingStatus } from '../commands/set-booking-status/set-booking-status.command';
import { CountBookings } from '../queries/count-bookings/count-bookings.query';
import { GetBooking } from '../queries/get-booking/get-booking.query';
import { ListBookings } from '../queries/list-bookings/list-bookings.query';

const tags = ['bookings'];
const countQuerySchema = z.strictObject({ organizationId: optionalUuidField() });

/** `/bo/BookingManagement`: the back office's bookings (docs/bookings.md). Agencies see their own. */
@Controller('bo/BookingManagement')
export class BookingManagementController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('bookingListCount')
  @RequirePermission(PERMISSIONS.bookingsView)
  @Contract({ summary: 'Bookings per status (the list tabs)', query: countQuerySchema, response: bookingCountsSchema, tags })
  count(@CurrentActor() actor: Actor, @Query() q: { organizationId?: string }) {
    return this.queries.execute(new CountBookings(actor, q.organizationId));
  }

  @Post('bookingList')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.bookingsView)
  @Contract({ summary: 'A page of bookings, filtered and sorted', body: bookingListSchema, response: bookingPageSchema, tags })
  list(@CurrentActor() actor: Actor, @Body() body: BookingListQuery) {
    return this.queries.execute(new ListBookings(actor, body));
  }

  @Post('getBooking')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.bookingsView)
  @Contract({
    summary: 'One booking: price breakdown, payments and its whole history',
    body: bookingRefSchema,
    response: bookingSchema,
    tags,
  })
  get(@CurrentActor() actor: Actor, @Body() body: BookingRefBody) {
    return this.queries.execute(new GetBooking(actor, body.bookingRef));
  }

  @Post('updateBookingStatus')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.bookingsEdit)
  @Contract({
    summary: "Staff move a booking's status, only along the transition table (docs/bookings.md), with the reason",
    body: updateBookingStatusSchema,
    response: bookingResultSchema,
    tags,
  })
  updateStatus(@CurrentActor() actor: Actor, @Body() body: UpdateBookingStatusBody) {
    return this.commands.execute(new SetBookingStatus(actor, body.bookingRef, body.status, body.reason));
  }
}
