import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { MarkupQueriesService } from '../../services/markup-queries.service';
import { GetMarkupDetail } from './get-markup-detail.query';

@QueryHandler(GetMarkupDetail)
export class GetMarkupDetailHandler implements IQueryHandler<GetMarkupDetail> {
  constructor(private readonly readModel: MarkupQueriesService) {}

  execute({ actor, markupId, version }: GetMarkupDetail) {
    return this.readModel.detailFor(actor, markupId, version);
  }
}
