import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { OrganizationQueriesService } from '../../services/organization-queries.service';
import { GetOrganizationList } from './get-organization-list.query';

@QueryHandler(GetOrganizationList)
export class GetOrganizationListHandler implements IQueryHandler<GetOrganizationList> {
  constructor(private readonly readModel: OrganizationQueriesService) {}

  execute({ actor }: GetOrganizationList) {
    return this.readModel.list(actor);
  }
}
