import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { OrganizationQueriesService } from '../../services/organization-queries.service';
import { GetOrganizationDropDown } from './get-organization-drop-down.query';

@QueryHandler(GetOrganizationDropDown)
export class GetOrganizationDropDownHandler implements IQueryHandler<GetOrganizationDropDown> {
  constructor(private readonly readModel: OrganizationQueriesService) {}

  execute({ actor }: GetOrganizationDropDown) {
    return this.readModel.dropDown(actor);
  }
}
