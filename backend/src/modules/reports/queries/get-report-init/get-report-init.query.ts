import { Query } from '@nestjs/cqrs';
import type { ReportInit } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';

/** The reports the caller may run (held permission, a registered source). */
export class GetReportInit extends Query<ReportInit> {
  constructor(readonly actor: Actor) {
    super();
  }
}
