import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  hasPermission,
  REPORT_CATALOGUE,
  REPORT_CODES,
  REPORT_DEFINITIONS,
  reportPermission,
  type ReportInit,
  SCREEN_PATHS,
} from '@bo/shared';
import { RolePermissionsService } from '../../../../core/auth/role-permissions.service';
import { ReportRegistry } from '../../../../core/reports/report-registry';
import { GetReportInit } from './get-report-init.query';

@QueryHandler(GetReportInit)
export class GetReportInitHandler implements IQueryHandler<GetReportInit> {
  constructor(
    private readonly registry: ReportRegistry,
    private readonly permissions: RolePermissionsService,
  ) {}

  async execute({ actor }: GetReportInit): Promise<ReportInit> {
    const granted = await this.permissions.of(actor.role);
    const runnable = REPORT_CODES.filter((code) => this.registry.has(code) && hasPermission(granted, reportPermission(code)));
    return {
      reports: runnable.map((code) => ({
        reportCode: code,
        title: REPORT_CATALOGUE[code].title,
        description: REPORT_DEFINITIONS[code].description,
        path: SCREEN_PATHS[REPORT_CATALOGUE[code].screen],
      })),
    };
  }
}
