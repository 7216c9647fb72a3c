import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ReportPage } from '@bo/shared';
import { ReportAccess, reportRun } from '../report-runs';
import { GenerateReport } from './generate-report.query';

@QueryHandler(GenerateReport)
export class GenerateReportHandler implements IQueryHandler<GenerateReport> {
  constructor(private readonly reports: ReportAccess) {}

  async execute({ actor, body }: GenerateReport): Promise<ReportPage> {
    const { definition, source } = await this.reports.open(actor, body.reportCode);
    const { pageSize, curPageIndex } = body;
    const { rows, total } = await source.rows(
      actor,
      reportRun(definition, body.filters, body, pageSize, (curPageIndex - 1) * pageSize),
    );
    return { items: rows as ReportPage['items'], total, pageSize, curPageIndex };
  }
}
