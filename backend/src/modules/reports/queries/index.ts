import { ExportReportHandler } from './export-report/export-report.handler';
import { GenerateReportHandler } from './generate-report/generate-report.handler';
import { GetReportChartHandler } from './get-report-chart/get-report-chart.handler';
import { GetReportInitHandler } from './get-report-init/get-report-init.handler';
import { GetReportLookupHandler } from './get-report-lookup/get-report-lookup.handler';
import { ReportAccess } from './report-runs';

/** Every query handler of the context (and the access check they share), for its module's providers. */
export const REPORT_QUERY_HANDLERS = [
  ReportAccess,
  GetReportInitHandler,
  GenerateReportHandler,
  ExportReportHandler,
  GetReportChartHandler,
  GetReportLookupHandler,
];
