import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { MarkupQueriesService } from '../../services/markup-queries.service';
import { GetMarkupHistoryListPage } from './get-markup-history-list-page.query';

@QueryHandler(GetMarkupHistoryListPage)
export class GetMarkupHistoryListPageHandler implements IQueryHandler<GetMarkupHistoryListPage> {
  constructor(private readonly readModel: MarkupQueriesService) {}

  execute({ actor, query }: GetMarkupHistoryListPage) {
    return this.readModel.historyPage(actor, query);
  }
}
