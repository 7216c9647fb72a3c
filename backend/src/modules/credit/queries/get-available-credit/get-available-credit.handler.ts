import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CreditQueriesService } from '../../services/credit-queries.service';
import { GetAvailableCredit } from './get-available-credit.query';

@QueryHandler(GetAvailableCredit)
export class GetAvailableCreditHandler implements IQueryHandler<GetAvailableCredit> {
  constructor(private readonly readModel: CreditQueriesService) {}

  execute({ actor, book, query }: GetAvailableCredit) {
    return this.readModel.availableCredit(actor, book, query);
  }
}
