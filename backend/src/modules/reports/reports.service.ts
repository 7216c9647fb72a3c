import { Injectable } from '@nestjs/common';
import type { Response } from 'express';
import {
  hasPermission,
  REPORT_CATALOGUE,
  REPORT_CODES,
  REPORT_DEFINITIONS,
  reportPermission,
  SCREEN_PATHS,
  type AnyReportDefinition,
  type ReportChartData,
  type ReportChartQuery,
  type ReportCode,
  type ReportExport,
  type ReportGenerate,
  type ReportInit,
  type ReportLookup,
  type ReportPage,
} from '@bo/shared';
import { RolePermissionsService } from '../../core/auth/role-permissions.service';
import { requestContext, type Actor } from '../../core/context/request-context';
import { AppError } from '../../core/errors/app-error';
import { exportColumnsOf, sendTableExport } from '../../core/export/table-export';
import { ReportRegistry } from '../../core/reports/report-registry';
import type { ReportRun } from '../../core/reports/report-source';

/** At most this many rows in one export (a year of 100 room types fits; more: narrow the filters). */
export const REPORT_EXPORT_LIMIT = 50_000;
/** At most this many rows totalled into one chart. */
export const REPORT_CHART_LIMIT = 50_000;

type Sorting = Pick<ReportGenerate, 'sortKey' | 'sortOrder'>;

/**
 * Runs any report from its definition (shared REPORT_DEFINITIONS) over the source its context
 * registered (core/reports): the caller must hold the definition's permission on every call, the
 * filters arrive validated by the definition (the route contracts are unions by report), and the
 * page, the export and the chart are the same run cut differently. docs/reports.md.
 */
@Injectable()
export class ReportsService {
  constructor(
    private readonly registry: ReportRegistry,
    private readonly permissions: RolePermissionsService,
  ) {}

  /** The reports the caller may run (held permission, a registered source). */
  async init(actor: Actor): Promise<ReportInit> {
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

  async generate(actor: Actor, body: ReportGenerate): Promise<ReportPage> {
    const { definition, source } = await this.open(actor, body.reportCode);
    const { pageSize, curPageIndex } = body;
    const { rows, total } = await source.rows(
      actor,
      this.run(definition, body.filters, body, pageSize, (curPageIndex - 1) * pageSize),
    );
    return { items: rows as ReportPage['items'], total, pageSize, curPageIndex };
  }

  /** Every row of the run (up to the limit), the screen's columns, as CSV or XLSX in the caller's language. */
  async export(actor: Actor, body: ReportExport, res: Response): Promise<void> {
    const { definition, source } = await this.open(actor, body.reportCode);
    const { rows } = await source.rows(actor, this.run(definition, body.filters, body, REPORT_EXPORT_LIMIT, 0));
    const language = requestContext.get()?.language ?? 'en';
    await sendTableExport(
      res,
      { columns: exportColumnsOf(definition.columns, language), rows, sheetName: definition.title[language] },
      { format: body.format, fileName: definition.code, stamp: new Date() },
    );
  }

  /** The run's rows totalled per value of the chart's x column, in x order. */
  async chart(actor: Actor, body: ReportChartQuery): Promise<ReportChartData> {
    const { definition, source } = await this.open(actor, body.reportCode);
    const chart = definition.chart;
    if (!chart) return { points: [], truncated: false };
    const sorting = { sortKey: chart.x, sortOrder: 'asc' as const };
    const { rows, total } = await source.rows(actor, this.run(definition, body.filters, sorting, REPORT_CHART_LIMIT, 0));
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

  /** The choices of one lookup filter of a report. */
  async lookup(actor: Actor, code: ReportCode, filter: string, values: Record<string, string>): Promise<ReportLookup> {
    const { definition, source } = await this.open(actor, code);
    const field = definition.filterFields.find((f) => f.key === filter && f.kind === 'lookup');
    const lookup = field && source.lookups?.[filter];
    if (!lookup) throw new AppError('RECORD_NOT_FOUND');
    return { options: await lookup(actor, values) };
  }

  /** The definition and source of a report the caller may run: its permission on every call (403), its source (404). */
  private async open(actor: Actor, code: ReportCode) {
    const granted = await this.permissions.of(actor.role);
    if (!hasPermission(granted, reportPermission(code))) throw new AppError('FORBIDDEN');
    return { definition: REPORT_DEFINITIONS[code], source: this.registry.source(code) };
  }

  private run(
    definition: AnyReportDefinition,
    filters: unknown,
    sorting: Sorting,
    limit: number,
    offset: number,
  ): ReportRun<unknown> {
    const { key, order } = definition.defaultSort;
    const sortKey = sorting.sortKey ?? key;
    const asked = sorting.sortOrder?.toLowerCase();
    // A sortOrder without a sortKey keeps the default order (as every paged list).
    const sortOrder = sorting.sortKey && (asked === 'asc' || asked === 'desc') ? asked : sortKey === key ? order : 'asc';
    return { filters, sort: { sortKey, sortOrder }, limit, offset };
  }
}
