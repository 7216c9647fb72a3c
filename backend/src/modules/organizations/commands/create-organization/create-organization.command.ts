import { Command } from '@nestjs/cqrs';
import type { ActionResult, CreateOrganizationRequest } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';
import type { UploadedFile } from '../../../../core/storage/storage.service';

export type CreateOrganizationResult = ActionResult & { organizationId: string; status: 'approved' };

/** Staff create an organization directly: registered and approved at once. */
export class CreateOrganization extends Command<CreateOrganizationResult> {
  constructor(
    readonly actor: Actor,
    readonly body: CreateOrganizationRequest,
    readonly files: UploadedFile[],
  ) {
    super();
  }
}
