import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { MarkupQueriesService } from '../../services/markup-queries.service';
import { GetMarkupDetailSummary } from './get-markup-detail-summary.query';

@QueryHandler(GetMarkupDetailSummary)
export class GetMarkupDetailSummaryHandler implements IQueryHandler<GetMarkupDetailSummary> {
  constructor(private readonly readModel: MarkupQueriesService) {}

  execute({ actor, markupId }: GetMarkupDetailSummary) {
    return this.readModel.summary(actor, markupId);
  }
}
