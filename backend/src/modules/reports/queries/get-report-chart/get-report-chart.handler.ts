import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ReportChartData } from '@bo/shared';
import { ReportAccess, REPORT_CHART_LIMIT, reportRun } from '../report-runs';
import { GetReportChart } from './get-report-chart.query';

/** The run's rows totalled per value of the chart's x column, in x order. */
@QueryHandler(GetReportChart)
export class GetReportChartHandler implements IQueryHandler<GetReportChart> {
  constructor(private readonly reports: ReportAccess) {}

  async execute({ actor, body }: GetReportChart): Promise<ReportChartData> {
    const { definition, source } = await this.reports.open(actor, body.reportCode);
    const chart = definition.chart;
    if (!chart) return { points: [], truncated: false };
    const sorting = { sortKey: chart.x, sortOrder: 'asc' as const };
    const { rows, total } = await source.rows(actor, reportRun(definition, body.filters, sorting, REPORT_CHART_LIMIT, 0));
    const points = new Map<string, Record<string, string | number>>();
    for (const row of rows as Record<string, unknown>[]) {
      const x = String(row[chart.x]);
      const point = points.get(x) ?? { [chart.x]: x, ...Object.fromEntries(chart.series.map((s) => [s.key, 0])) };
      for (const { key } of chart.series) point[key] = Number(point[key]) + Number(row[key] ?? 0);
      points.set(x, point);
    }
    return {
      points: [...points.values()].sort((a, b) => String(a[chart.x]).localeCompare(String(b[chart.x]))),
      truncated: total > rows.length,
    };
  }
}
