import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  type AddFacilityBody,
  type EditFacilityBody,
  type FacilityListQuery,
  type FacilitySearch,
  PERMISSIONS,
  addFacilitySchema,
  editFacilitySchema,
  facilityDeletedSchema,
  facilityIdSchema,
  facilityListQuerySchema,
  facilityListSchema,
  facilityPageSchema,
  facilityResultSchema,
  facilitySearchSchema,
} from '@bo/shared';
import { CurrentActor, RequireAnyPermission, RequirePermission } from '../../../core/auth/auth.decorators';
import { assertStaff } from '../../../core/auth/tenancy';
import type { Actor } from '../../../core/context/request-context';
import { actionResult } from '../../../core/http/action-result';
import { Contract } from '../../../core/http/contract.decorator';
import { FacilitiesService } from './facilities.service';

const tags = ['hotels'];

/**
 * The facility catalogue of `/bo/RWTDIYHotel` (screen /Hotel/Amenities/amenitiesList,
 * `hotel-amenities.*`). The whole list (`getFacilityList`) is also read by whoever sees hotels or
 * room types, whose forms pick from it.
 */
@Controller('bo/RWTDIYHotel')
export class FacilitiesController {
  constructor(private readonly facilities: FacilitiesService) {}

  @Post('addFacility')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.hotelAmenitiesCreate)
  @Contract({
    summary: 'Add a hotel facility or room amenity to the catalogue (code unique)',
    body: addFacilitySchema,
    response: facilityResultSchema,
    tags,
  })
  async add(@CurrentActor() actor: Actor, @Body() body: AddFacilityBody) {
    assertStaff(actor);
    return { ...actionResult('FACILITY_CREATED'), facility: await this.facilities.add(body) };
  }

  @Post('editFacility')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.hotelAmenitiesEdit)
  @Contract({
    summary: 'Change a catalogue entry (code and scope stay; sortOrder and active absent keep theirs)',
    body: editFacilitySchema,
    response: facilityResultSchema,
    tags,
  })
  async edit(@CurrentActor() actor: Actor, @Body() body: EditFacilityBody) {
    assertStaff(actor);
    return { ...actionResult('FACILITY_UPDATED'), facility: await this.facilities.edit(body) };
  }

  @Post('deleteFacility')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.hotelAmenitiesDelete)
  @Contract({
    summary: 'Delete a catalogue entry no hotel or room type uses (FACILITY_IN_USE otherwise)',
    body: facilityIdSchema,
    response: facilityDeletedSchema,
    tags,
  })
  async delete(@CurrentActor() actor: Actor, @Body() body: { facilityID: string }) {
    assertStaff(actor);
    await this.facilities.delete(body.facilityID);
    return { ...actionResult('FACILITY_DELETED'), facilityID: body.facilityID };
  }

  @Get('getFacilityList')
  @RequireAnyPermission(PERMISSIONS.hotelAmenitiesView, PERMISSIONS.hotelsView, PERMISSIONS.hotelRoomsView)
  @Contract({
    summary: 'The whole catalogue in catalogue order (for pickers); optionally one scope, active entries only',
    query: facilityListQuerySchema,
    response: facilityListSchema,
    tags,
  })
  list(@Query() query: FacilityListQuery) {
    return this.facilities.list(query);
  }

  @Post('getFacilityListBySearch')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.hotelAmenitiesView)
  @Contract({
    summary: 'The catalogue, paged and sorted; search in code and names; filters by scope, category, active',
    body: facilitySearchSchema,
    response: facilityPageSchema,
    tags,
  })
  search(@Body() body: FacilitySearch) {
    return this.facilities.search(body);
  }
}
