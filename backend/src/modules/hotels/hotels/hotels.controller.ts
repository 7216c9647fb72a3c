import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  type CreateHotelBody,
  type CreateHotelFacilityBody,
  type EditHotelFacilityBody,
  type HotelIdBody,
  type HotelListQuery,
  PERMISSIONS,
  type UpdateHotelBody,
  createHotelFacilitySchema,
  createHotelSchema,
  editHotelFacilitySchema,
  hotelDeletedSchema,
  hotelFacilityDeletedSchema,
  hotelFacilityIdSchema,
  hotelFacilityListSchema,
  hotelFacilityResultSchema,
  hotelIdSchema,
  hotelListSchema,
  hotelPageSchema,
  hotelResultSchema,
  hotelSchema,
  updateHotelSchema,
} from '@bo/shared';
import { CurrentActor, RequireAnyPermission, RequirePermission } from '../../../core/auth/auth.decorators';
import { assertStaff } from '../../../core/auth/tenancy';
import type { Actor } from '../../../core/context/request-context';
import { actionResult } from '../../../core/http/action-result';
import { Contract } from '../../../core/http/contract.decorator';
import { HotelFacilitiesService } from './hotel-facilities.service';
import { HotelsService } from './hotels.service';

const tags = ['hotels'];

/**
 * Hotels and their facilities (`/bo/RWTDIYHotel`). The inventory is the provider's: writes are
 * its staff's (`assertStaff`); reads need `hotels.view`, and the hotel list and profile also serve
 * the room screens (`hotel-rooms.view`).
 */
@Controller('bo/RWTDIYHotel')
export class HotelsController {
  constructor(
    private readonly hotels: HotelsService,
    private readonly hotelFacilities: HotelFacilitiesService,
  ) {}

  @Post('createHotel')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.hotelsCreate)
  @Contract({
    summary: 'Add a hotel (code unique among live hotels)',
    body: createHotelSchema,
    response: hotelResultSchema,
    tags,
  })
  async create(@CurrentActor() actor: Actor, @Body() body: CreateHotelBody) {
    assertStaff(actor);
    return { ...actionResult('HOTEL_CREATED'), hotel: await this.hotels.create(body) };
  }

  @Post('updateHotel')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.hotelsEdit)
  @Contract({
    summary: "Change a hotel (every field; `active` absent keeps the hotel's state)",
    body: updateHotelSchema,
    response: hotelResultSchema,
    tags,
  })
  async update(@CurrentActor() actor: Actor, @Body() body: UpdateHotelBody) {
    assertStaff(actor);
    return { ...actionResult('HOTEL_UPDATED'), hotel: await this.hotels.update(body) };
  }

  @Get('getHotel')
  @RequireAnyPermission(PERMISSIONS.hotelsView, PERMISSIONS.hotelRoomsView)
  @Contract({ summary: 'One hotel by hotelID', query: hotelIdSchema, response: hotelSchema, tags })
  get(@Query() query: HotelIdBody) {
    return this.hotels.get(query.hotelID);
  }

  @Post('getHotelList')
  @HttpCode(200)
  @RequireAnyPermission(PERMISSIONS.hotelsView, PERMISSIONS.hotelRoomsView)
  @Contract({
    summary: 'Hotels, paged and sorted; search in code, name and city; filters by city, state, country, stars, channel, active',
    body: hotelListSchema,
    response: hotelPageSchema,
    tags,
  })
  list(@Body() body: HotelListQuery) {
    return this.hotels.list(body);
  }

  @Post('deleteHotel')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.hotelsDelete)
  @Contract({
    summary: 'Delete a hotel with its room types and rates; refused while it has upcoming bookings',
    body: hotelIdSchema,
    response: hotelDeletedSchema,
    tags,
  })
  async delete(@CurrentActor() actor: Actor, @Body() body: HotelIdBody) {
    assertStaff(actor);
    await this.hotels.delete(body.hotelID);
    return { ...actionResult('HOTEL_DELETED'), hotelID: body.hotelID };
  }

  @Post('createHotelFacilty')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.hotelsEdit)
  @Contract({
    summary: "Add a facility of the catalogue (scope HOTEL, active) to a hotel's facilities",
    body: createHotelFacilitySchema,
    response: hotelFacilityResultSchema,
    tags,
  })
  async addFacility(@CurrentActor() actor: Actor, @Body() body: CreateHotelFacilityBody) {
    assertStaff(actor);
    return { ...actionResult('HOTEL_FACILITY_ADDED'), hotelFacility: await this.hotelFacilities.add(body) };
  }

  @Post('editHotelFacility')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.hotelsEdit)
  @Contract({
    summary: 'Change what a hotel says of one of its facilities (chargeable, remark)',
    body: editHotelFacilitySchema,
    response: hotelFacilityResultSchema,
    tags,
  })
  async editFacility(@CurrentActor() actor: Actor, @Body() body: EditHotelFacilityBody) {
    assertStaff(actor);
    return { ...actionResult('HOTEL_FACILITY_UPDATED'), hotelFacility: await this.hotelFacilities.edit(body) };
  }

  @Post('deleteHotelFacilty')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.hotelsEdit)
  @Contract({
    summary: "Remove a facility from a hotel's facilities (the catalogue entry stays)",
    body: hotelFacilityIdSchema,
    response: hotelFacilityDeletedSchema,
    tags,
  })
  async removeFacility(@CurrentActor() actor: Actor, @Body() body: { hotelFacilityID: string }) {
    assertStaff(actor);
    await this.hotelFacilities.remove(body.hotelFacilityID);
    return { ...actionResult('HOTEL_FACILITY_REMOVED'), hotelFacilityID: body.hotelFacilityID };
  }

  @Post('getHotelFacility')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.hotelsView)
  @Contract({ summary: "A hotel's facilities in catalogue order", body: hotelIdSchema, response: hotelFacilityListSchema, tags })
  facilities(@Body() body: HotelIdBody) {
    return this.hotelFacilities.listOf(body.hotelID);
  }
}
