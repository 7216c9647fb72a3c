import { Command } from '@nestjs/cqrs';
import type { ActionResult, UpdateOrganizationRequest } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';

/** New details (profile and country) of an organization that is not rejected. */
export class UpdateOrganization extends Command<ActionResult> {
  constructor(
    readonly actor: Actor,
    readonly body: UpdateOrganizationRequest,
  ) {
    super();
  }
}
