import type { z } from 'zod';
import type { Language } from '../errors/error-catalogue';
import type { TableColumn } from '../tables/table-columns';
import { REPORT_CATALOGUE, type ReportCatalogueEntry, type ReportCode } from './report-catalogue';

/**
 * What a report is, written once in shared and read by every side: the API validates a run's
 * filters with `filters`, pages and sorts by the sortable `columns`, exports exactly `columns`
 * (core/export `exportColumnsOf`) and totals the `chart`; the web app's ReportPage
 * (frontend/src/ui/report) builds its filter bar from `filterFields`, its table from `columns` and
 * its chart from `chart`. The rows come from a report source of the context owning the data
 * (backend core/reports). docs/reports.md.
 */
export type Labels = Record<Language, string>;

/** How the filter bar shows a filter of `filters` (the schema says what is valid). */
export type ReportFilterField =
  /** Free text (e.g. a destination city). */
  | { kind: 'text'; key: string; label: Labels }
  /**
   * A choice among records the report's source offers (`GET /bo/Report/{key}`), so whoever may run
   * the report may pick them without the records' own permission; `dependsOn`: filters whose
   * values narrow the choices (a hotel's room types), sent along.
   */
  | { kind: 'lookup'; key: string; label: Labels; dependsOn?: readonly string[] }
  /** Two dates (YYYY-MM-DD); the default range is `defaultDays` from today (business time zone). */
  | {
      kind: 'date-range';
      key: string;
      fromKey: string;
      toKey: string;
      label: Labels;
      defaultDays: readonly [from: number, to: number];
    };

/** A chart of the rows of the whole run (not one page): a series per measure over `x`, rows with the same `x` summed. */
export interface ReportChart {
  kind: 'line' | 'area' | 'bar';
  /** The column the horizontal axis follows (a date or a text column). */
  x: string;
  /** Integer or money columns, one series each, labelled with their column's header; `color`: a Mantine colour. */
  series: readonly { key: string; color: string }[];
}

export interface ReportDefinition<
  Filters extends z.ZodType = z.ZodType,
  Row = Record<string, unknown>,
> extends ReportCatalogueEntry {
  code: ReportCode;
  description: Labels;
  /** The filters of a run: an object schema (validated by the API on every call, by the filter bar before it asks). */
  filters: Filters;
  filterFields: readonly ReportFilterField[];
  /** The screen's columns, in order; the export writes the same ones. `sort` marks the sort keys. */
  columns: readonly TableColumn<Row>[];
  /** The columns whose values together identify a row. */
  rowKey: readonly (keyof Row & string)[];
  defaultSort: { key: string; order: 'asc' | 'desc' };
  chart?: ReportChart;
}

/** A definition of any report (what the generic machinery takes). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyReportDefinition = ReportDefinition<z.ZodType, any>;

/** A report's definition: its catalogue entry plus the rest. */
export function defineReport<Filters extends z.ZodType, Row>(
  code: ReportCode,
  rest: Omit<ReportDefinition<Filters, Row>, 'code' | keyof ReportCatalogueEntry>,
): ReportDefinition<Filters, Row> {
  return { code, ...REPORT_CATALOGUE[code], ...rest };
}

/** The sort keys a report takes (its sortable columns'). */
export function reportSortKeys(definition: AnyReportDefinition): [string, ...string[]] {
  const keys = definition.columns.flatMap((column) => (column.sort ? [column.sort === true ? column.key : column.sort] : []));
  return [definition.defaultSort.key, ...keys.filter((key) => key !== definition.defaultSort.key)];
}
