import { Query } from '@nestjs/cqrs';
import type { Response } from 'express';
import type { ReportExport } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';

/** Every row of a report's run (up to the limit), the screen's columns, as CSV or XLSX sent on `res`. */
export class ExportReport extends Query<void> {
  constructor(
    readonly actor: Actor,
    readonly body: ReportExport,
    readonly res: Response,
  ) {
    super();
  }
}
