import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { MarkupQueriesService } from '../../services/markup-queries.service';
import { GetMarkupListPage } from './get-markup-list-page.query';

@QueryHandler(GetMarkupListPage)
export class GetMarkupListPageHandler implements IQueryHandler<GetMarkupListPage> {
  constructor(private readonly readModel: MarkupQueriesService) {}

  execute({ actor, query }: GetMarkupListPage) {
    return this.readModel.listPage(actor, query);
  }
}
