import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { OrganizationQueriesService } from '../../services/organization-queries.service';
import { GetOrganizationDetails } from './get-organization-details.query';

@QueryHandler(GetOrganizationDetails)
export class GetOrganizationDetailsHandler implements IQueryHandler<GetOrganizationDetails> {
  constructor(private readonly readModel: OrganizationQueriesService) {}

  execute({ actor, organizationId }: GetOrganizationDetails) {
    return this.readModel.details(actor, organizationId);
  }
}
