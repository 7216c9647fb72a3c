import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { MarkupQueriesService } from '../../services/markup-queries.service';
import { GetMarkupSummaryListPage } from './get-markup-summary-list-page.query';

@QueryHandler(GetMarkupSummaryListPage)
export class GetMarkupSummaryListPageHandler implements IQueryHandler<GetMarkupSummaryListPage> {
  constructor(private readonly readModel: MarkupQueriesService) {}

  execute({ actor, query }: GetMarkupSummaryListPage) {
    return this.readModel.summaryPage(actor, query);
  }
}
