import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  type CreateRateSeasonBody,
  PERMISSIONS,
  type RoomCalendarQuery,
  type UpdateRateSeasonBody,
  type UpdateRoomCalendarBody,
  createRateSeasonSchema,
  rateSeasonDeletedSchema,
  rateSeasonIdSchema,
  rateSeasonListQuerySchema,
  rateSeasonListSchema,
  rateSeasonResultSchema,
  roomCalendarQuerySchema,
  roomCalendarSchema,
  roomCalendarUpdatedSchema,
  updateRateSeasonSchema,
  updateRoomCalendarSchema,
} from '@bo/shared';
import { CurrentActor, RequirePermission } from '../../../core/auth/auth.decorators';
import { assertStaff } from '../../../core/auth/tenancy';
import type { Actor } from '../../../core/context/request-context';
import { actionResult } from '../../../core/http/action-result';
import { Contract } from '../../../core/http/contract.decorator';
import { RateSeasonsService } from './rate-seasons.service';
import { RoomCalendarService } from './room-calendar.service';
import { QueryBus } from '@nestjs/cqrs';
import { GetRoomCalendar } from '../queries/get-room-calendar/get-room-calendar.query';

const tags = ['hotels'];

/**
 * The per-date inventory of `/bo/RWTDIYHotel` (the room profile's calendar and a rate's seasons;
 * `hotel-rooms.*`), the provider's staff only: allotments and what is held or sold are the
 * provider's own figures. Amounts are integer minor units of the hotel's currency.
 */
@Controller('bo/RWTDIYHotel')
export class InventoryController {
  constructor(
    private readonly calendar: RoomCalendarService,
    private readonly seasons: RateSeasonsService,
    private readonly queries: QueryBus,
  ) {}

  @Post('getRoomCalendar')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.hotelRoomsView)
  @Contract({
    summary:
      "A room type's calendar from..to (at most 366 days): allotment, held, sold, free and restrictions per date; each rate's price (and its source) and restrictions per date",
    body: roomCalendarQuerySchema,
    response: roomCalendarSchema,
    tags,
  })
  getCalendar(@CurrentActor() actor: Actor, @Body() body: RoomCalendarQuery) {
    assertStaff(actor);
    return this.queries.execute(new GetRoomCalendar(body));
  }

  @Post('updateRoomCalendar')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.hotelRoomsEdit)
  @Contract({
    summary:
      "Set allotment, allowance, stop-sell, release days and rates' prices and restrictions on the dates from..to that fall on the chosen weekdays (at most 366 days)",
    body: updateRoomCalendarSchema,
    response: roomCalendarUpdatedSchema,
    tags,
  })
  async updateCalendar(@CurrentActor() actor: Actor, @Body() body: UpdateRoomCalendarBody) {
    assertStaff(actor);
    const daysChanged = await this.calendar.update(body);
    return { ...actionResult('ROOM_CALENDAR_UPDATED', { daysChanged }), daysChanged };
  }

  @Post('getRateSeasonList')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.hotelRoomsView)
  @Contract({ summary: "A rate's seasons by start date", body: rateSeasonListQuerySchema, response: rateSeasonListSchema, tags })
  listSeasons(@CurrentActor() actor: Actor, @Body() body: { roomRateInclusionID: string }) {
    assertStaff(actor);
    return this.seasons.list(body.roomRateInclusionID);
  }

  @Post('createRateSeason')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.hotelRoomsCreate)
  @Contract({
    summary: 'Add a season to a rate: dates (both included) with a price per weekday; no two seasons of a rate share a date',
    body: createRateSeasonSchema,
    response: rateSeasonResultSchema,
    tags,
  })
  async createSeason(@CurrentActor() actor: Actor, @Body() body: CreateRateSeasonBody) {
    assertStaff(actor);
    return { ...actionResult('RATE_SEASON_CREATED'), rateSeason: await this.seasons.create(body) };
  }

  @Post('updateRateSeason')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.hotelRoomsEdit)
  @Contract({ summary: 'Change a season (every field)', body: updateRateSeasonSchema, response: rateSeasonResultSchema, tags })
  async updateSeason(@CurrentActor() actor: Actor, @Body() body: UpdateRateSeasonBody) {
    assertStaff(actor);
    return { ...actionResult('RATE_SEASON_UPDATED'), rateSeason: await this.seasons.update(body) };
  }

  @Post('deleteRateSeason')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.hotelRoomsDelete)
  @Contract({
    summary: 'Delete a season (its dates go back to the base rate)',
    body: rateSeasonIdSchema,
    response: rateSeasonDeletedSchema,
    tags,
  })
  async deleteSeason(@CurrentActor() actor: Actor, @Body() body: { rateSeasonID: string }) {
    assertStaff(actor);
    await this.seasons.delete(body.rateSeasonID);
    return { ...actionResult('RATE_SEASON_DELETED'), rateSeasonID: body.rateSeasonID };
  }
}
