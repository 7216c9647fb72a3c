import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  type CheckSystemFeeSettingBody,
  type CreateSystemFeeBody,
  PERMISSIONS,
  SYSTEM_FEE_TYPE,
  type SystemFeeListQuery,
  type UpdateSystemFeeBody,
  checkSystemFeeSettingResultSchema,
  checkSystemFeeSettingSchema,
  createSystemFeeSchema,
  optionsOf,
  systemFeeListPageSchema,
  systemFeeListQuerySchema,
  systemFeeResultSchema,
  systemFeeTypeListSchema,
  updateSystemFeeSchema,
} from '@bo/shared';
import { CurrentActor, RequirePermission } from '../../../../core/auth/auth.decorators';
import { type Actor, requestContext } from '../../../../core/context/request-context';
import { actionResult } from '../../../../core/http/action-result';
import { Contract } from '../../../../core/http/contract.decorator';
import { assertStaff } from '../../../../core/auth/tenancy';
import { QueryBus } from '@nestjs/cqrs';
import { SystemFeesService } from '../services/system-fees.service';
import { CheckSystemFeeSetting } from '../queries/check-system-fee-setting/check-system-fee-setting.query';
import { GetSystemFees } from '../queries/get-system-fees/get-system-fees.query';

const tags = ['credit'];

/**
 * The system fee settings of `/bo/SystemOrganizationCredit` (the credit calls of the same path live
 * in the credit module). Writes are the provider's staff's; reads by an agency user are limited to
 * its own organization and the provider defaults.
 */
@Controller('bo/SystemOrganizationCredit')
export class SystemFeesController {
  constructor(
    private readonly fees: SystemFeesService,
    private readonly queries: QueryBus,
  ) {}

  @Get('getsystemfeetype')
  @RequirePermission(PERMISSIONS.systemCreditView)
  @Contract({ summary: "System fee types in the caller's language", response: systemFeeTypeListSchema, tags })
  feeTypes() {
    return optionsOf(SYSTEM_FEE_TYPE, requestContext.get()?.language ?? 'en');
  }

  @Get('getsystemfeesettinglist')
  @RequirePermission(PERMISSIONS.systemCreditView)
  @Contract({
    summary: 'System fee settings, paged and sorted (defaults first), optionally by organization, fee type, currency',
    query: systemFeeListQuerySchema,
    response: systemFeeListPageSchema,
    tags,
  })
  list(@CurrentActor() actor: Actor, @Query() query: SystemFeeListQuery) {
    return this.queries.execute(new GetSystemFees(actor, query));
  }

  @Post('create-system-fee')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.systemCreditCreate)
  @Contract({
    summary: 'Add a fee setting: an organization’s own, or the provider default (no organization)',
    body: createSystemFeeSchema,
    response: systemFeeResultSchema,
    tags,
  })
  async create(@CurrentActor() actor: Actor, @Body() body: CreateSystemFeeBody) {
    assertStaff(actor);
    return { ...actionResult('SYSTEM_FEE_CREATED'), setting: await this.fees.create(body) };
  }

  @Post('update-system-fee')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.systemCreditEdit)
  @Contract({
    summary: "Change a fee setting (all fields; `active` absent keeps the setting's state)",
    body: updateSystemFeeSchema,
    response: systemFeeResultSchema,
    tags,
  })
  async update(@CurrentActor() actor: Actor, @Body() body: UpdateSystemFeeBody) {
    assertStaff(actor);
    return { ...actionResult('SYSTEM_FEE_UPDATED'), setting: await this.fees.update(body) };
  }

  @Post('checksettinginorganization')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.systemCreditView)
  @Contract({
    summary:
      'Whether an organization has fee settings of its own, and the settings that apply to it (its own, else the defaults)',
    body: checkSystemFeeSettingSchema,
    response: checkSystemFeeSettingResultSchema,
    tags,
  })
  check(@CurrentActor() actor: Actor, @Body() body: CheckSystemFeeSettingBody) {
    return this.queries.execute(new CheckSystemFeeSetting(actor, body));
  }
}
