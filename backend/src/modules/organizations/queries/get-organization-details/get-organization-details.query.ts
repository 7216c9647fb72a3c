import { Query } from '@nestjs/cqrs';
import type { OrganizationDetails } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';

/** An organization's profile, documents and rate codes. */
export class GetOrganizationDetails extends Query<OrganizationDetails> {
  constructor(
    readonly actor: Actor,
    readonly organizationId: string,
  ) {
    super();
  }
}
