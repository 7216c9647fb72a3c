import { Get, Inject, Query } from '@nestjs/common';
import {
  PERMISSIONS,
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
import { RequirePermission } from '../../../core/auth/auth.decorators';
import { resourceController } from '../../../core/crud/resource-controller';
import { Contract } from '../../../core/http/contract.decorator';
import { ServiceFeesService } from './service-fees.service';

const tags = ['pricing'];

/**
 * Service fees (screens /service-fee-management, /AddServiceFee, /service-fee-setup,
 * /service-fee-overview). The spec has the screens but no calls: these are ours, under
 * `/bo/ServiceFee`. Writes are the provider's staff's.
 */
export class ServiceFeesController extends resourceController({
  name: 'ServiceFeesController',
  path: 'bo/ServiceFee',
  tags,
  service: ServiceFeesService,
  create: {
    path: 'create',
    permission: PERMISSIONS.serviceFeesCreate,
    summary: 'Add a service fee for a product, sales channel and currency, valid over a date range (version 1)',
    body: createServiceFeeSchema,
    response: serviceFeeResultSchema,
    success: 'SERVICE_FEE_CREATED',
    as: 'serviceFee',
  },
  update: {
    path: 'update',
    permission: PERMISSIONS.serviceFeesEdit,
    summary: 'Change a service fee (every field); its version goes up by one',
    body: updateServiceFeeSchema,
    response: serviceFeeResultSchema,
    success: 'SERVICE_FEE_UPDATED',
    as: 'serviceFee',
  },
  page: {
    method: 'GET',
    path: 'list',
    permission: PERMISSIONS.serviceFeesView,
    summary: 'Service fees, paged and sorted, optionally of one product, channel, active or not',
    query: serviceFeeListQuerySchema,
    response: serviceFeeListPageSchema,
  },
  get: {
    method: 'GET',
    path: 'get',
    permission: PERMISSIONS.serviceFeesView,
    summary: 'One service fee by serviceFeeID',
    query: serviceFeeIdQuerySchema,
    response: serviceFeeSchema,
    id: 'serviceFeeID',
  },
}) {
  // A subclass without a class decorator has no emitted parameter types: its injections are named.
  constructor(@Inject(ServiceFeesService) private readonly fees: ServiceFeesService) {
    super(fees);
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
