import { Query } from '@nestjs/cqrs';
import type { OrganizationListRow } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';

/** Every organization the caller may see, unpaged (the spec's organizationList). */
export class GetOrganizationList extends Query<OrganizationListRow[]> {
  constructor(readonly actor: Actor) {
    super();
  }
}
