import { Command } from '@nestjs/cqrs';
import type { ActionResult, OrganizationStatusUpdateRequest } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';

/** Approve or reject a pending application (staff with organizations.approve). */
export class DecideOrganization extends Command<ActionResult & { status: OrganizationStatusUpdateRequest['status'] }> {
  constructor(
    readonly actor: Actor,
    readonly body: OrganizationStatusUpdateRequest,
  ) {
    super();
  }
}
