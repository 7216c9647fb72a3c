import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CreditQueriesService } from '../../services/credit-queries.service';
import { GetCreditList } from './get-credit-list.query';

@QueryHandler(GetCreditList)
export class GetCreditListHandler implements IQueryHandler<GetCreditList> {
  constructor(private readonly readModel: CreditQueriesService) {}

  execute({ actor, book, query }: GetCreditList) {
    return this.readModel.creditList(actor, book, query);
  }
}
