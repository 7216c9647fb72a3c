import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CreditQueriesService } from '../../services/credit-queries.service';
import { GetCreditHistories } from './get-credit-histories.query';

@QueryHandler(GetCreditHistories)
export class GetCreditHistoriesHandler implements IQueryHandler<GetCreditHistories> {
  constructor(private readonly readModel: CreditQueriesService) {}

  execute({ actor, book, query }: GetCreditHistories) {
    return this.readModel.histories(actor, book, query);
  }
}
