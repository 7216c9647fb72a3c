import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { REPORT_CATALOGUE, REPORT_DEFINITIONS, type ReportInit, SCREEN_PATHS } from '@bo/shared';
import { ReportAccess } from '../report-runs';
import { GetReportInit } from './get-report-init.query';

@QueryHandler(GetReportInit)
export class GetReportInitHandler implements IQueryHandler<GetReportInit> {
  constructor(private readonly reports: ReportAccess) {}

  async execute({ actor }: GetReportInit): Promise<ReportInit> {
    const runnable = await this.reports.runnable(actor);
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
