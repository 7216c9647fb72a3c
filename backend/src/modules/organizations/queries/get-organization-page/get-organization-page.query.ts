import { Query } from '@nestjs/cqrs';
import type { OrganizationListPage, OrganizationListQuery, OrganizationStatus } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';

/** Organizations filtered, sorted and paged; `status` fixed for the approval queue. */
export class GetOrganizationPage extends Query<OrganizationListPage> {
  constructor(
    readonly actor: Actor,
    readonly query: OrganizationListQuery,
    readonly status: OrganizationStatus | undefined,
  ) {
    super();
  }
}
