import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { OrganizationQueriesService } from '../../services/organization-queries.service';
import { GetOrganizationPage } from './get-organization-page.query';

@QueryHandler(GetOrganizationPage)
export class GetOrganizationPageHandler implements IQueryHandler<GetOrganizationPage> {
  constructor(private readonly readModel: OrganizationQueriesService) {}

  execute({ actor, query, status }: GetOrganizationPage) {
    return this.readModel.listPage(actor, query, status);
  }
}
