import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { MarkupQueriesService } from '../../services/markup-queries.service';
import { GetMarkupList } from './get-markup-list.query';

@QueryHandler(GetMarkupList)
export class GetMarkupListHandler implements IQueryHandler<GetMarkupList> {
  constructor(private readonly readModel: MarkupQueriesService) {}

  execute({ actor, query }: GetMarkupList) {
    return this.readModel.list(actor, query);
  }
}
