import { Query } from '@nestjs/cqrs';
import type { ReportChartData, ReportChartQuery } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';

/** A report's run totalled per value of its chart's x column, in x order. */
export class GetReportChart extends Query<ReportChartData> {
  constructor(
    readonly actor: Actor,
    readonly body: ReportChartQuery,
  ) {
    super();
  }
}
