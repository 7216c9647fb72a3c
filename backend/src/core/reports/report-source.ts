import { SetMetadata } from '@nestjs/common';
import type { ReportCode, ReportLookupOption } from '@bo/shared';
import type { Actor } from '../context/request-context';

export const REPORT_SOURCE_KEY = 'bo:report-source';

/** What a run asks its source for: the validated filters, the sort (a key of the definition), a window of rows. */
export interface ReportRun<Filters> {
  filters: Filters;
  sort: { sortKey: string; sortOrder: 'asc' | 'desc' };
  limit: number;
  offset: number;
}

export interface ReportRows<Row> {
  rows: Row[];
  /** Rows the whole run has (every page). */
  total: number;
}

/**
 * Where a report's rows come from: a provider of the context that owns the data, implementing this
 * and marked `@ReportSource()` in its context's module (the hotel inventory's room inventory, a
 * booking context's sales). The generic report calls (`/bo/Report`, modules/reports) find sources
 * at start, check the caller's permission (the report definition's) and validate the filters
 * with the definition before asking; the source applies the caller's tenancy and reads its own
 * tables. docs/reports.md.
 */
export interface ReportSource<Filters = never, Row = Record<string, unknown>> {
  /** The report (shared REPORT_CATALOGUE) whose rows this gives. */
  readonly code: ReportCode;
  /** The rows of `run.filters`, ordered by `run.sort` then a unique tiebreaker, `limit` from `offset`; and their total. */
  rows(actor: Actor, run: ReportRun<Filters>): Promise<ReportRows<Row>>;
  /**
   * The choices of the definition's `lookup` filters, by filter key; `values` holds the query's
   * other parameters (the filters a lookup `dependsOn`), unvalidated text.
   */
  readonly lookups?: Readonly<
    Record<string, (actor: Actor, values: Readonly<Record<string, string>>) => Promise<ReportLookupOption[]>>
  >;
}

/** Marks a provider as a ReportSource for the report registry to find. */
export const ReportSource = () => SetMetadata(REPORT_SOURCE_KEY, true);
