import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  type CreateRoomBody,
  PERMISSIONS,
  type UpdateRoomBody,
  createRoomSchema,
  roomDeletedSchema,
  roomIdSchema,
  roomListQuerySchema,
  roomListSchema,
  roomResultSchema,
  roomSchema,
  updateRoomSchema,
} from '@bo/shared';
import { CurrentActor, RequireAnyPermission, RequirePermission } from '../../../core/auth/auth.decorators';
import { assertStaff } from '../../../core/auth/tenancy';
import type { Actor } from '../../../core/context/request-context';
import { actionResult } from '../../../core/http/action-result';
import { Contract } from '../../../core/http/contract.decorator';
import { RoomsService } from './rooms.service';

const tags = ['hotels'];

/**
 * Room types ("room info") of `/bo/RWTDIYHotel` (screens /Hotel/Rooms/..., `hotel-rooms.*`). A
 * hotel's room list also serves the hotel profile (`hotels.view`).
 */
@Controller('bo/RWTDIYHotel')
export class RoomsController {
  constructor(private readonly rooms: RoomsService) {}

  @Post('createRoom')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.hotelRoomsCreate)
  @Contract({
    summary: 'Add a room type to a hotel (code unique within the hotel; active bed combinations and room amenities)',
    body: createRoomSchema,
    response: roomResultSchema,
    tags,
  })
  async create(@CurrentActor() actor: Actor, @Body() body: CreateRoomBody) {
    assertStaff(actor);
    return { ...actionResult('ROOM_CREATED'), room: await this.rooms.create(body) };
  }

  @Post('updateRoomInfo')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.hotelRoomsEdit)
  @Contract({
    summary: 'Change a room type (every field, bed combinations and amenities too; `active` absent keeps its state)',
    body: updateRoomSchema,
    response: roomResultSchema,
    tags,
  })
  async update(@CurrentActor() actor: Actor, @Body() body: UpdateRoomBody) {
    assertStaff(actor);
    return { ...actionResult('ROOM_UPDATED'), room: await this.rooms.update(body) };
  }

  @Get('getRoomInfo')
  @RequirePermission(PERMISSIONS.hotelRoomsView)
  @Contract({ summary: 'One room type by roomInfoID', query: roomIdSchema, response: roomSchema, tags })
  get(@Query() query: { roomInfoID: string }) {
    return this.rooms.get(query.roomInfoID);
  }

  @Get('getRoomList')
  @RequireAnyPermission(PERMISSIONS.hotelRoomsView, PERMISSIONS.hotelsView)
  @Contract({ summary: "A hotel's room types by name", query: roomListQuerySchema, response: roomListSchema, tags })
  list(@Query() query: { hotelID: string }) {
    return this.rooms.listOf(query.hotelID);
  }

  @Post('deleteRoom')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.hotelRoomsDelete)
  @Contract({
    summary: 'Delete a room type with its rates; refused while it has upcoming bookings',
    body: roomIdSchema,
    response: roomDeletedSchema,
    tags,
  })
  async delete(@CurrentActor() actor: Actor, @Body() body: { roomInfoID: string }) {
    assertStaff(actor);
    await this.rooms.delete(body.roomInfoID);
    return { ...actionResult('ROOM_DELETED'), roomInfoID: body.roomInfoID };
  }
}
