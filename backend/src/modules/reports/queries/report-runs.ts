import { Injectable } from '@nestjs/common';
import {
  type AnyReportDefinition,
  hasPermission,
  REPORT_CODES,
  REPORT_DEFINITIONS,
  reportPermission,
  type ReportCode,
  type ReportGenerate,
} from '@bo/shared';
import { RolePermissionsService } from '../../../core/auth/role-permissions.service';
import type { Actor } from '../../../core/context/request-context';
import { AppError } from '../../../core/errors/app-error';
import { ReportRegistry } from '../../../core/reports/report-registry';
import type { ReportRun } from '../../../core/reports/report-source';

/** At most this many rows in one export (a year of 100 room types fits; more: narrow the filters). */
export const REPORT_EXPORT_LIMIT = 50_000;
/** At most this many rows totalled into one chart. */
export const REPORT_CHART_LIMIT = 50_000;

type Sorting = Pick<ReportGenerate, 'sortKey' | 'sortOrder'>;

/** The reports a caller may run (the registry's, by the caller's role's permissions), for every report query. */
@Injectable()
export class ReportAccess {
  constructor(
    private readonly registry: ReportRegistry,
    private readonly permissions: RolePermissionsService,
  ) {}

  /** The definition and source of a report the caller may run: its permission on every call (403), its source (404). */
  async open(actor: Actor, code: ReportCode) {
    const granted = await this.permissions.of(actor.role);
    if (!hasPermission(granted, reportPermission(code))) throw new AppError('FORBIDDEN');
    return { definition: REPORT_DEFINITIONS[code], source: this.registry.source(code) };
  }

  /** The codes of the reports with a source that the caller's role may run, in catalogue order. */
  async runnable(actor: Actor): Promise<ReportCode[]> {
    const granted = await this.permissions.of(actor.role);
    return REPORT_CODES.filter((code) => this.registry.has(code) && hasPermission(granted, reportPermission(code)));
  }
}

/** The run a source is asked for: the filters, the sort asked (else the definition's), a window of rows. */
export function reportRun(
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
