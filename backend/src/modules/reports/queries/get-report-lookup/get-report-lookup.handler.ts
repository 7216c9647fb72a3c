import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ReportLookup } from '@bo/shared';
import { AppError } from '../../../../core/errors/app-error';
import { ReportAccess } from '../report-runs';
import { GetReportLookup } from './get-report-lookup.query';

@QueryHandler(GetReportLookup)
export class GetReportLookupHandler implements IQueryHandler<GetReportLookup> {
  constructor(private readonly reports: ReportAccess) {}

  async execute({ actor, code, filter, values }: GetReportLookup): Promise<ReportLookup> {
    const { definition, source } = await this.reports.open(actor, code);
    const field = definition.filterFields.find((f) => f.key === filter && f.kind === 'lookup');
    const lookup = field && source.lookups?.[filter];
    if (!lookup) throw new AppError('RECORD_NOT_FOUND');
    return { options: await lookup(actor, values) };
  }
}
