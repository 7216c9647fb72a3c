import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  type CreateRoomRateBody,
  type DeleteRatePlanBody,
  type DuplicateRoomRateBody,
  type EditRoomRateConditionBody,
  type EditRoomRateInfoBody,
  type EditRoomRatePricingBody,
  PERMISSIONS,
  type RoomRateListQuery,
  createRoomRateSchema,
  deleteRatePlanSchema,
  duplicateRoomRateSchema,
  editRoomRateConditionSchema,
  editRoomRateInfoSchema,
  editRoomRatePricingSchema,
  ratePlanDeletedSchema,
  roomRateDeletedSchema,
  roomRateIdSchema,
  roomRateListSchema,
  roomRatePageSchema,
  roomRateResultSchema,
  roomRateSchema,
} from '@bo/shared';
import { CurrentActor, RequirePermission } from '../../../core/auth/auth.decorators';
import { assertStaff } from '../../../core/auth/tenancy';
import type { Actor } from '../../../core/context/request-context';
import { actionResult } from '../../../core/http/action-result';
import { Contract } from '../../../core/http/contract.decorator';
import { RoomRatesService } from './room-rates.service';

const tags = ['hotels'];

/**
 * Room rates, the spec's "room rate inclusions", of `/bo/RWTDIYHotel` (screen
 * /Hotel/Rooms/create-roomRate and the room profile; `hotel-rooms.*`). Amounts are integer minor
 * units of the hotel's currency.
 */
@Controller('bo/RWTDIYHotel')
export class RoomRatesController {
  constructor(private readonly rates: RoomRatesService) {}

  @Post('createRoomRateInclusion')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.hotelRoomsCreate)
  @Contract({
    summary: 'Add a rate (rate plan) to a room type: info, condition and pricing in minor units of the hotel currency',
    body: createRoomRateSchema,
    response: roomRateResultSchema,
    tags,
  })
  async create(@CurrentActor() actor: Actor, @Body() body: CreateRoomRateBody) {
    assertStaff(actor);
    return { ...actionResult('ROOM_RATE_CREATED'), roomRate: await this.rates.create(body) };
  }

  @Post('duplicateRoomRateInclusion')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.hotelRoomsCreate)
  @Contract({
    summary: 'Copy a rate to a room type of the same hotel and/or under another rate plan code',
    body: duplicateRoomRateSchema,
    response: roomRateResultSchema,
    tags,
  })
  async duplicate(@CurrentActor() actor: Actor, @Body() body: DuplicateRoomRateBody) {
    assertStaff(actor);
    return { ...actionResult('ROOM_RATE_DUPLICATED'), roomRate: await this.rates.duplicate(body) };
  }

  @Post('editRoomInclusionInfo')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.hotelRoomsEdit)
  @Contract({
    summary: "Change a rate's info: plan code, name, meal plan, inclusions, description, active",
    body: editRoomRateInfoSchema,
    response: roomRateResultSchema,
    tags,
  })
  async editInfo(@CurrentActor() actor: Actor, @Body() body: EditRoomRateInfoBody) {
    assertStaff(actor);
    return { ...actionResult('ROOM_RATE_UPDATED'), roomRate: await this.rates.editInfo(body) };
  }

  @Post('editRoomRateCondition')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.hotelRoomsEdit)
  @Contract({
    summary: "Replace a rate's condition: refundability, free cancellation, cancellation fee, length of stay, terms",
    body: editRoomRateConditionSchema,
    response: roomRateResultSchema,
    tags,
  })
  async editCondition(@CurrentActor() actor: Actor, @Body() body: EditRoomRateConditionBody) {
    assertStaff(actor);
    return { ...actionResult('ROOM_RATE_UPDATED'), roomRate: await this.rates.editCondition(body) };
  }

  @Post('editRoomRatePricing')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.hotelRoomsEdit)
  @Contract({
    summary: "Replace a rate's pricing (minor units of the hotel currency)",
    body: editRoomRatePricingSchema,
    response: roomRateResultSchema,
    tags,
  })
  async editPricing(@CurrentActor() actor: Actor, @Body() body: EditRoomRatePricingBody) {
    assertStaff(actor);
    return { ...actionResult('ROOM_RATE_UPDATED'), roomRate: await this.rates.editPricing(body) };
  }

  @Post('deleteRoomRateInclusion')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.hotelRoomsDelete)
  @Contract({
    summary: 'Delete one rate; refused while it has upcoming bookings',
    body: roomRateIdSchema,
    response: roomRateDeletedSchema,
    tags,
  })
  async delete(@CurrentActor() actor: Actor, @Body() body: { roomRateInclusionID: string }) {
    assertStaff(actor);
    await this.rates.delete(body.roomRateInclusionID);
    return { ...actionResult('ROOM_RATE_DELETED'), roomRateInclusionID: body.roomRateInclusionID };
  }

  @Post('deleteRoomRatePlan')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.hotelRoomsDelete)
  @Contract({
    summary: "Delete a rate plan: the hotel's rates with that code on every room type; refused while any has upcoming bookings",
    body: deleteRatePlanSchema,
    response: ratePlanDeletedSchema,
    tags,
  })
  async deletePlan(@CurrentActor() actor: Actor, @Body() body: DeleteRatePlanBody) {
    assertStaff(actor);
    const ids = await this.rates.deletePlan(body);
    return {
      ...actionResult('RATE_PLAN_DELETED', { ratePlanCode: body.ratePlanCode, count: ids.length }),
      hotelID: body.hotelID,
      ratePlanCode: body.ratePlanCode,
      roomRateInclusionIDs: ids,
    };
  }

  @Post('getRoomRateInclusionList')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.hotelRoomsView)
  @Contract({
    summary: 'Rates, paged and sorted; by hotel, room type, plan code, meal plan, active; search in code and names',
    body: roomRateListSchema,
    response: roomRatePageSchema,
    tags,
  })
  list(@Body() body: RoomRateListQuery) {
    return this.rates.list(body);
  }

  @Get('getRoomRateInclusion')
  @RequirePermission(PERMISSIONS.hotelRoomsView)
  @Contract({ summary: 'One rate by roomRateInclusionID', query: roomRateIdSchema, response: roomRateSchema, tags })
  get(@Query() query: { roomRateInclusionID: string }) {
    return this.rates.get(query.roomRateInclusionID);
  }
}
