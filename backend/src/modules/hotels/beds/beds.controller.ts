import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  type AddBedCombinationBody,
  type AddBedTypeBody,
  type BedCombinationSearch,
  type BedTypeSearch,
  PERMISSIONS,
  type UpdateBedCombinationBody,
  addBedCombinationSchema,
  addBedTypeSchema,
  bedCombinationPageSchema,
  bedCombinationResultSchema,
  bedCombinationSearchSchema,
  bedTypeDeletedSchema,
  bedTypeIdSchema,
  bedTypeListQuerySchema,
  bedTypeListSchema,
  bedTypePageSchema,
  bedTypeResultSchema,
  bedTypeSearchSchema,
  updateBedCombinationSchema,
} from '@bo/shared';
import { CurrentActor, RequireAnyPermission, RequirePermission } from '../../../core/auth/auth.decorators';
import { assertStaff } from '../../../core/auth/tenancy';
import type { Actor } from '../../../core/context/request-context';
import { actionResult } from '../../../core/http/action-result';
import { Contract } from '../../../core/http/contract.decorator';
import { BedsService } from './beds.service';

const tags = ['hotels'];

/**
 * Bed types (`hotel-bed-types.*`, screen /Hotel/BedType/bedTypeList) and bed combinations
 * (`hotel-beds.*`, screens /Hotel/Bed/...) of `/bo/RWTDIYHotel`. The combination form reads the
 * bed types, and the room type form the combinations.
 */
@Controller('bo/RWTDIYHotel')
export class BedsController {
  constructor(private readonly beds: BedsService) {}

  @Post('addBedType')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.hotelBedTypesCreate)
  @Contract({ summary: 'Add a bed type (code unique)', body: addBedTypeSchema, response: bedTypeResultSchema, tags })
  async addBedType(@CurrentActor() actor: Actor, @Body() body: AddBedTypeBody) {
    assertStaff(actor);
    return { ...actionResult('BED_TYPE_CREATED'), bedType: await this.beds.addBedType(body) };
  }

  @Post('deleteBedType')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.hotelBedTypesDelete)
  @Contract({
    summary: 'Delete a bed type no bed combination uses (BED_TYPE_IN_USE otherwise)',
    body: bedTypeIdSchema,
    response: bedTypeDeletedSchema,
    tags,
  })
  async deleteBedType(@CurrentActor() actor: Actor, @Body() body: { bedTypeID: string }) {
    assertStaff(actor);
    await this.beds.deleteBedType(body.bedTypeID);
    return { ...actionResult('BED_TYPE_DELETED'), bedTypeID: body.bedTypeID };
  }

  @Get('getBedTypeList')
  @RequireAnyPermission(PERMISSIONS.hotelBedTypesView, PERMISSIONS.hotelBedsView)
  @Contract({ summary: 'Every bed type by name', query: bedTypeListQuerySchema, response: bedTypeListSchema, tags })
  listBedTypes(@Query() _query: Record<string, never>) {
    return this.beds.listBedTypes();
  }

  @Post('getBedTypeListBySearch')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.hotelBedTypesView)
  @Contract({
    summary: 'Bed types, paged and sorted; search in code and names',
    body: bedTypeSearchSchema,
    response: bedTypePageSchema,
    tags,
  })
  searchBedTypes(@Body() body: BedTypeSearch) {
    return this.beds.searchBedTypes(body);
  }

  @Post('addBedCombinationList')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.hotelBedsCreate)
  @Contract({
    summary: 'Add a bed combination (its beds: bed types and quantities)',
    body: addBedCombinationSchema,
    response: bedCombinationResultSchema,
    tags,
  })
  async addCombination(@CurrentActor() actor: Actor, @Body() body: AddBedCombinationBody) {
    assertStaff(actor);
    return { ...actionResult('BED_COMBINATION_CREATED'), bedCombination: await this.beds.addCombination(body) };
  }

  @Post('updateBedCombinationList')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.hotelBedsEdit)
  @Contract({
    summary: 'Change a bed combination (names and beds replaced; `active` absent keeps its state)',
    body: updateBedCombinationSchema,
    response: bedCombinationResultSchema,
    tags,
  })
  async updateCombination(@CurrentActor() actor: Actor, @Body() body: UpdateBedCombinationBody) {
    assertStaff(actor);
    return { ...actionResult('BED_COMBINATION_UPDATED'), bedCombination: await this.beds.updateCombination(body) };
  }

  @Post('getBedCombinationList')
  @HttpCode(200)
  @RequireAnyPermission(PERMISSIONS.hotelBedsView, PERMISSIONS.hotelRoomsView)
  @Contract({
    summary: 'Bed combinations with their beds, paged and sorted; search in the names; filter by active',
    body: bedCombinationSearchSchema,
    response: bedCombinationPageSchema,
    tags,
  })
  searchCombinations(@Body() body: BedCombinationSearch) {
    return this.beds.searchCombinations(body);
  }
}
