import { z } from 'zod';
import type { ErrorCode } from '../errors/error-catalogue';
import { pageOf, pageQuerySchema, sortKeyField } from '../schemas/paging.schema';
import { REPORT_CODES, type ReportCode } from './report-catalogue';
import { reportSortKeys, type AnyReportDefinition } from './report-definition';
import { REPORT_DEFINITIONS } from './report-definitions';

/**
 * The calls of `/bo/Report` (docs/reports.md). A run names its report and that report's filters:
 * the bodies are unions by `reportCode`, so each report's filters and sort keys are validated (and
 * documented in OpenAPI) by its own definition.
 */
const definitions = Object.values(REPORT_DEFINITIONS);
const eachReport = <T extends z.ZodObject>(body: (definition: AnyReportDefinition) => T) => {
  const options = definitions.map(body);
  const fields = new Set(options.flatMap((option) => Object.keys(option.shape)));
  // A body naming no report matches no option, and a union says nothing of the other fields: a
  // field no report's body takes is named here (UNKNOWN_FIELD), as every body's would be.
  const unknownFields = (value: unknown, ctx: z.RefinementCtx) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    for (const field of Object.keys(value).filter((key) => !fields.has(key)))
      ctx.addIssue({ code: 'custom', message: 'UNKNOWN_FIELD' satisfies ErrorCode, path: [field], params: { field } });
    return value;
  };
  return z.preprocess(
    unknownFields,
    z.discriminatedUnion('reportCode', options as unknown as [T, ...T[]], { error: 'INVALID_OPTION' satisfies ErrorCode }),
  );
};

const run = (definition: AnyReportDefinition) => ({
  reportCode: z.literal(definition.code),
  filters: definition.filters,
});
const sorted = (definition: AnyReportDefinition) => ({
  sortKey: sortKeyField(reportSortKeys(definition)),
  sortOrder: pageQuerySchema.shape.sortOrder,
});

/** POST generate: one page of a report's rows. */
export const reportGenerateSchema = eachReport((definition) =>
  z.object({
    ...run(definition),
    ...sorted(definition),
    pageSize: pageQuerySchema.shape.pageSize,
    curPageIndex: pageQuerySchema.shape.curPageIndex,
  }),
);
export type ReportGenerate = z.infer<typeof reportGenerateSchema>;

export const REPORT_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
/** POST export: every row of a run (up to the export limit) as CSV or XLSX, the screen's columns. */
export const reportExportSchema = eachReport((definition) =>
  z.object({ ...run(definition), ...sorted(definition), format: z.enum(REPORT_EXPORT_FORMATS).default('csv') }),
);
export type ReportExport = z.infer<typeof reportExportSchema>;

/** POST chart: the run's rows totalled per value of the chart's `x` column. */
export const reportChartQuerySchema = eachReport((definition) => z.object(run(definition)));
export type ReportChartQuery = z.infer<typeof reportChartQuerySchema>;

/** Rows of a report: objects keyed by its columns (and its row key). */
export const reportRowSchema = z.record(z.string(), z.unknown());
export const reportPageSchema = pageOf(reportRowSchema);
export type ReportPage = z.infer<typeof reportPageSchema>;

/** One point per `x` value, in order: `{ [x]: value, [series key]: total, ... }`. */
export const reportChartSchema = z.object({
  points: z.array(z.record(z.string(), z.union([z.string(), z.number()]))),
  /** More rows than a chart totals: the points cover the first ones only. */
  truncated: z.boolean(),
});
export type ReportChartData = z.infer<typeof reportChartSchema>;

const labelsSchema = z.object({ en: z.string(), ms: z.string() });
/** GET init: the reports the caller may run. */
export const reportInitSchema = z.object({
  reports: z.array(
    z.object({
      reportCode: z.enum(REPORT_CODES),
      title: labelsSchema,
      description: labelsSchema,
      path: z.string(),
    }),
  ),
});
export type ReportInit = z.infer<typeof reportInitSchema>;

/** GET {filter}: the choices of a lookup filter; the values of the filters it depends on ride along. */
export const reportLookupParamsSchema = z.object({ filter: z.string().max(64) });
export const reportLookupQuerySchema = z
  .object({ reportCode: z.enum(REPORT_CODES, { error: 'INVALID_OPTION' satisfies ErrorCode }) })
  .catchall(z.string().max(200));
export type ReportLookupQuery = { reportCode: ReportCode } & Record<string, string>;
export const reportLookupSchema = z.object({ options: z.array(z.object({ value: z.string(), label: z.string() })) });
export type ReportLookup = z.infer<typeof reportLookupSchema>;
export type ReportLookupOption = ReportLookup['options'][number];
