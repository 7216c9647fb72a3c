import {
  reportChartSchema,
  reportLookupSchema,
  reportPageSchema,
  type ReportChartData,
  type ReportCode,
  type ReportLookupOption,
  type ReportPage,
} from '@bo/shared';
import { api } from '../../lib/api';

/** What a run of a report sends: its code and its filters (validated by its definition on both sides). */
export interface ReportRunArgs {
  reportCode: ReportCode;
  filters: Record<string, unknown>;
}
export interface ReportPageArgs extends ReportRunArgs {
  pageSize: number;
  curPageIndex: number;
  sortKey?: string;
  sortOrder?: 'asc' | 'desc';
}
/** The lookup filters of a report and the values they depend on. */
export interface ReportLookupArgs {
  reportCode: ReportCode;
  filters: readonly string[];
  values: Record<string, string>;
}

/** `/bo/Report` (docs/reports.md): any report's page, chart and lookup choices. */
export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    reportPage: build.query<ReportPage, ReportPageArgs>({
      query: (body) => ({ url: 'bo/Report/generate', method: 'POST', body }),
      transformResponse: (response: unknown) => reportPageSchema.parse(response),
    }),
    reportChart: build.query<ReportChartData, ReportRunArgs>({
      query: (body) => ({ url: 'bo/Report/chart', method: 'POST', body }),
      transformResponse: (response: unknown) => reportChartSchema.parse(response),
    }),
    /** Every lookup filter's choices at once (one GET /bo/Report/{filter} each). */
    reportLookups: build.query<Record<string, ReportLookupOption[]>, ReportLookupArgs>({
      async queryFn({ reportCode, filters, values }, _api, _extra, baseQuery) {
        const answers = await Promise.all(
          filters.map((filter) =>
            baseQuery({ url: `bo/Report/${encodeURIComponent(filter)}`, params: { reportCode, ...values } }),
          ),
        );
        const failed = answers.find((answer) => answer.error);
        if (failed?.error) return { error: failed.error };
        return {
          data: Object.fromEntries(filters.map((filter, i) => [filter, reportLookupSchema.parse(answers[i].data).options])),
        };
      },
    }),
  }),
});
