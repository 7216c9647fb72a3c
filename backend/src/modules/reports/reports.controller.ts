import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import {
  REPORT_CODES,
  reportChartQuerySchema,
  reportChartSchema,
  reportExportSchema,
  reportGenerateSchema,
  reportInitSchema,
  reportLookupParamsSchema,
  reportLookupQuerySchema,
  reportLookupSchema,
  reportPageSchema,
  reportPermission,
  type ReportChartQuery,
  type ReportExport,
  type ReportGenerate,
  type ReportLookupQuery,
} from '@bo/shared';
import { CurrentActor, RequireAnyPermission, SignedIn } from '../../core/auth/auth.decorators';
import type { Actor } from '../../core/context/request-context';
import { Contract } from '../../core/http/contract.decorator';
import { QueryBus } from '@nestjs/cqrs';
import { ExportReport } from './queries/export-report/export-report.query';
import { GenerateReport } from './queries/generate-report/generate-report.query';
import { GetReportChart } from './queries/get-report-chart/get-report-chart.query';
import { GetReportInit } from './queries/get-report-init/get-report-init.query';
import { GetReportLookup } from './queries/get-report-lookup/get-report-lookup.query';

const tags = ['reports'];
/** Any report's permission lets a caller in; the query then checks the report's own, on every call. */
const [first, ...others] = REPORT_CODES.map(reportPermission);
const RequireAnyReport = () => RequireAnyPermission(first, ...others);

/**
 * `/bo/Report`: every report through the same calls, driven by its shared definition (filters,
 * columns, chart). `create`, `get-all`, `retrieve` and `rac` of the spec are not built: they need
 * stored report runs, which no report needs yet (docs/reports.md).
 */
@Controller('bo/Report')
export class ReportsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('init')
  @SignedIn()
  @Contract({ summary: 'The reports the caller may run (title, description, screen path)', response: reportInitSchema, tags })
  init(@CurrentActor() actor: Actor) {
    return this.queries.execute(new GetReportInit(actor));
  }

  @Post('generate')
  @HttpCode(200)
  @RequireAnyReport()
  @Contract({
    summary:
      "One page of a report's rows: its filters (validated by its definition), sort key, page; needs the report's permission",
    body: reportGenerateSchema,
    response: reportPageSchema,
    tags,
  })
  generate(@CurrentActor() actor: Actor, @Body() body: ReportGenerate) {
    return this.queries.execute(new GenerateReport(actor, body));
  }

  @Post('export')
  @HttpCode(200)
  @RequireAnyReport()
  @Contract({
    summary: "Every row of a report's run as CSV or XLSX, the screen's columns (addition)",
    body: reportExportSchema,
    tags,
  })
  async export(@CurrentActor() actor: Actor, @Body() body: ReportExport, @Res() res: Response) {
    await this.queries.execute(new ExportReport(actor, body, res));
  }

  @Post('chart')
  @HttpCode(200)
  @RequireAnyReport()
  @Contract({
    summary: "A report's run totalled per value of its chart's axis, a series per measure (addition)",
    body: reportChartQuerySchema,
    response: reportChartSchema,
    tags,
  })
  chart(@CurrentActor() actor: Actor, @Body() body: ReportChartQuery) {
    return this.queries.execute(new GetReportChart(actor, body));
  }

  @Get(':filter')
  @RequireAnyReport()
  @Contract({
    summary: "The choices of a report's lookup filter (e.g. its hotels); the filters it depends on as query parameters",
    params: reportLookupParamsSchema,
    query: reportLookupQuerySchema,
    response: reportLookupSchema,
    tags,
  })
  lookup(@CurrentActor() actor: Actor, @Param('filter') filter: string, @Query() query: ReportLookupQuery) {
    const { reportCode, ...values } = query;
    return this.queries.execute(new GetReportLookup(actor, reportCode, filter, values));
  }
}
