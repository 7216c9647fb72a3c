import { Query } from '@nestjs/cqrs';
import type { ReportGenerate, ReportPage } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';

/** One page of a report's rows: its filters, sort key, page. */
export class GenerateReport extends Query<ReportPage> {
  constructor(
    readonly actor: Actor,
    readonly body: ReportGenerate,
  ) {
    super();
  }
}
