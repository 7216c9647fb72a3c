import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { OrganizationQueriesService } from '../../services/organization-queries.service';
import { GetOrganizationHistory } from './get-organization-history.query';

@QueryHandler(GetOrganizationHistory)
export class GetOrganizationHistoryHandler implements IQueryHandler<GetOrganizationHistory> {
  constructor(private readonly readModel: OrganizationQueriesService) {}

  execute({ actor, organizationId }: GetOrganizationHistory) {
    return this.readModel.history(actor, organizationId);
  }
}
