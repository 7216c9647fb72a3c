import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { requestContext } from '../../../../core/context/request-context';
import { exportColumnsOf, sendTableExport } from '../../../../core/export/table-export';
import { ReportAccess, REPORT_EXPORT_LIMIT, reportRun } from '../report-runs';
import { ExportReport } from './export-report.query';

/** Every row of the run (up to the limit), the screen's columns, as CSV or XLSX in the caller's language. */
@QueryHandler(ExportReport)
export class ExportReportHandler implements IQueryHandler<ExportReport> {
  constructor(private readonly reports: ReportAccess) {}

  async execute({ actor, body, res }: ExportReport): Promise<void> {
    const { definition, source } = await this.reports.open(actor, body.reportCode);
    const { rows } = await source.rows(actor, reportRun(definition, body.filters, body, REPORT_EXPORT_LIMIT, 0));
    const language = requestContext.get()?.language ?? 'en';
    await sendTableExport(
      res,
      { columns: exportColumnsOf(definition.columns, language), rows, sheetName: definition.title[language] },
      { format: body.format, fileName: definition.code, stamp: new Date() },
    );
  }
}
