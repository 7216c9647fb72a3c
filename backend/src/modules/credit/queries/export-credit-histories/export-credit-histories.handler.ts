import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CreditQueriesService } from '../../services/credit-queries.service';
import { ExportCreditHistories } from './export-credit-histories.query';

@QueryHandler(ExportCreditHistories)
export class ExportCreditHistoriesHandler implements IQueryHandler<ExportCreditHistories> {
  constructor(private readonly readModel: CreditQueriesService) {}

  execute({ actor, book, query, res }: ExportCreditHistories) {
    return this.readModel.exportHistories(actor, book, query, res);
  }
}
