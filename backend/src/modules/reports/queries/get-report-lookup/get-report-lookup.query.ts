import { Query } from '@nestjs/cqrs';
import type { ReportCode, ReportLookup } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';

/** The choices of one lookup filter of a report, given the filters it depends on. */
export class GetReportLookup extends Query<ReportLookup> {
  constructor(
    readonly actor: Actor,
    readonly code: ReportCode,
    readonly filter: string,
    readonly values: Record<string, string>,
  ) {
    super();
  }
}
