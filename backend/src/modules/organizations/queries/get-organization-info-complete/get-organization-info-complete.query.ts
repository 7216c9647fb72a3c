import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../../../core/context/request-context';

/** Whether an organization has every detail and document it needs, and what is missing. */
export class GetOrganizationInfoComplete extends Query<{ organizationId: string; complete: boolean; missing: string[] }> {
  constructor(
    readonly actor: Actor,
    readonly organizationId: string,
  ) {
    super();
  }
}
