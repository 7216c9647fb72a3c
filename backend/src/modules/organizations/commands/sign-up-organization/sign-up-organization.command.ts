import { Command } from '@nestjs/cqrs';
import type { ActionResult, OrganizationSignUpRequest } from '@bo/shared';
import type { UploadedFile } from '../../../../core/storage/storage.service';

export type SignUpOrganizationResult = ActionResult & { organizationId: string; status: 'pending' };

/** Public sign-up (spec section 2, `/sign-up`): an application with its supporting documents, pending. */
export class SignUpOrganization extends Command<SignUpOrganizationResult> {
  constructor(
    readonly body: OrganizationSignUpRequest,
    readonly files: UploadedFile[],
  ) {
    super();
  }
}
