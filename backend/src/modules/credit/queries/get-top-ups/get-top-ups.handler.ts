import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CreditQueriesService } from '../../services/credit-queries.service';
import { GetTopUps } from './get-top-ups.query';

@QueryHandler(GetTopUps)
export class GetTopUpsHandler implements IQueryHandler<GetTopUps> {
  constructor(private readonly readModel: CreditQueriesService) {}

  execute({ actor, book, query }: GetTopUps) {
    return this.readModel.topUps(actor, book, query);
  }
}
