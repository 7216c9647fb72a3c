import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { targetOrganization } from '../../../../../core/auth/tenancy';
import { AppError } from '../../../../../core/errors/app-error';
import { OrganizationDirectory } from '../../../../organizations';
import { feeFilters } from '../system-fee-rows';
import { SystemFeesInEffect } from '../system-fees-in-effect';
import { CheckSystemFeeSetting, type CheckSystemFeeSettingResult } from './check-system-fee-setting.query';

/**
 * Whether the organization has settings of its own (active or not, for the fee type and currency
 * asked, if any) and the settings that apply to it: per fee type and currency, its own active
 * setting, else the provider's active default. An inactive own setting falls back to the default;
 * to waive a default fee for one organization, give it its own setting with value 0.
 */
@QueryHandler(CheckSystemFeeSetting)
export class CheckSystemFeeSettingHandler implements IQueryHandler<CheckSystemFeeSetting> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly organizations: OrganizationDirectory,
    private readonly fees: SystemFeesInEffect,
  ) {}

  async execute({ actor, input }: CheckSystemFeeSetting): Promise<CheckSystemFeeSettingResult> {
    const organizationId = targetOrganization(actor, input.organizationId);
    if (!(await this.organizations.exists(this.dataSource.manager, organizationId))) throw new AppError('RECORD_NOT_FOUND');
    const params: unknown[] = [organizationId];
    const and = feeFilters(input, params);
    const [[{ own }], effective] = await Promise.all([
      this.dataSource.query(
        `SELECT count(*)::int AS own FROM credit.system_fee_settings s WHERE s.organization_id = $1${and}`,
        params,
      ) as Promise<{ own: number }[]>,
      this.fees.inEffect(organizationId, input),
    ]);
    return { organizationId, hasOwnSettings: own > 0, effective };
  }
}
