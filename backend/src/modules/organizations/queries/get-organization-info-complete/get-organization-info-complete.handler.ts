import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { OrganizationQueriesService } from '../../services/organization-queries.service';
import { GetOrganizationInfoComplete } from './get-organization-info-complete.query';

@QueryHandler(GetOrganizationInfoComplete)
export class GetOrganizationInfoCompleteHandler implements IQueryHandler<GetOrganizationInfoComplete> {
  constructor(private readonly readModel: OrganizationQueriesService) {}

  execute({ actor, organizationId }: GetOrganizationInfoComplete) {
    return this.readModel.infoComplete(actor, organizationId);
  }
}
