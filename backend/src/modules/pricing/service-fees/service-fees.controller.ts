import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  type CreateServiceFeeBody,
  PERMISSIONS,
  type ServiceFeeListQuery,
  type UpdateServiceFeeBody,
  createServiceFeeSchema,
  serviceFeeIdQuerySchema,
  serviceFeeListPageSchema,
  serviceFeeListQuerySchema,
  serviceFeeOverviewQuerySchema,
  serviceFeeOverviewSchema,
  serviceFeeResultSchema,
  serviceFeeSchema,
  updateServiceFeeSchema,
} from '@bo/shared';
import { CurrentActor, RequirePermission } from '../../../core/auth/auth.decorators';
import { assertStaff } from '../../../core/auth/tenancy';
import type { Actor } from '../../../core/context/request-context';
import { actionResult } from '../../../core/http/action-result';
import { Contract } from '../../../core/http/contract.decorator';
import { ServiceFeesService } from './service-fees.service';

const tags = ['pricing'];

/**
 * Service fees (screens /service-fee-management, /AddServiceFee, /service-fee-setup,
 * /service-fee-overview). The spec has the screens but no calls: these are ours, under
 * `/bo/ServiceFee`. Writes are the provider's staff's.
 */
@Controller('bo/ServiceFee')
export class ServiceFeesController {
  constructor(private readonly fees: ServiceFeesService) {}

  @Post('create')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.serviceFeesCreate)
  @Contract({
    summary: 'Add a service fee for a product, sales channel and currency, valid over a date range (version 1)',
    body: createServiceFeeSchema,
    response: serviceFeeResultSchema,
    tags,
  })
  async create(@CurrentActor() actor: Actor, @Body() body: CreateServiceFeeBody) {
    assertStaff(actor);
    return { ...actionResult('SERVICE_FEE_CREATED'), serviceFee: await this.fees.create(body) };
  }

  @Post('update')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.serviceFeesEdit)
  @Contract({
    summary: 'Change a service fee (every field); its version goes up by one',
    body: updateServiceFeeSchema,
    response: serviceFeeResultSchema,
    tags,
  })
  async update(@CurrentActor() actor: Actor, @Body() body: UpdateServiceFeeBody) {
    assertStaff(actor);
    return { ...actionResult('SERVICE_FEE_UPDATED'), serviceFee: await this.fees.update(body) };
  }

  @Get('list')
  @RequirePermission(PERMISSIONS.serviceFeesView)
  @Contract({
    summary: 'Service fees, paged and sorted, optionally of one product, channel, active or not',
    query: serviceFeeListQuerySchema,
    response: serviceFeeListPageSchema,
    tags,
  })
  list(@Query() query: ServiceFeeListQuery) {
    return this.fees.list(query);
  }

  @Get('get')
  @RequirePermission(PERMISSIONS.serviceFeesView)
  @Contract({ summary: 'One service fee by serviceFeeID', query: serviceFeeIdQuerySchema, response: serviceFeeSchema, tags })
  get(@Query() query: { serviceFeeID: string }) {
    return this.fees.get(query.serviceFeeID);
  }

  @Get('overview')
  @RequirePermission(PERMISSIONS.serviceFeesView)
  @Contract({
    summary:
      'For every product and channel, the service fee in force on a date (default today in Malaysia) in a currency (default MYR), and how many start later',
    query: serviceFeeOverviewQuerySchema,
    response: serviceFeeOverviewSchema,
    tags,
  })
  overview(@Query() query: { date?: string; currencyCode?: string }) {
    return this.fees.overview(query);
  }
}
