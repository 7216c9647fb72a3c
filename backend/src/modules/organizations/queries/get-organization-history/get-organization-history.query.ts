import { Query } from '@nestjs/cqrs';
import type { OrganizationHistoryEntry } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';

/** An organization's status and change history, with who did what. */
export class GetOrganizationHistory extends Query<OrganizationHistoryEntry[]> {
  constructor(
    readonly actor: Actor,
    readonly organizationId: string,
  ) {
    super();
  }
}
