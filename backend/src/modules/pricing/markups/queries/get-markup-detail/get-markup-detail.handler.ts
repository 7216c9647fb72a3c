import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { assertStaff } from '../../../../../core/auth/tenancy';
import { markupDetail } from '../markup-rows';
import { GetMarkupDetail } from './get-markup-detail.query';

@QueryHandler(GetMarkupDetail)
export class GetMarkupDetailHandler implements IQueryHandler<GetMarkupDetail> {
  constructor(private readonly dataSource: DataSource) {}

  execute({ actor, markupId, version }: GetMarkupDetail) {
    assertStaff(actor);
    return markupDetail(this.dataSource, markupId, version);
  }
}
