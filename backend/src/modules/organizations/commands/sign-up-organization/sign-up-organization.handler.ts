import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ORGANIZATION_DOCUMENTS_MIN } from '@bo/shared';
import { UnitOfWork } from '../../../../core/database/unit-of-work';
import { actionResult } from '../../../../core/http/action-result';
import { assertDocumentCount, toProfile } from '../organization-input';
import { OrganizationWriter } from '../organization-writer.service';
import { SignUpOrganization } from './sign-up-organization.command';

/** Pending, with the documents stored in the same transaction or not at all. */
@CommandHandler(SignUpOrganization)
export class SignUpOrganizationHandler implements ICommandHandler<SignUpOrganization> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly writer: OrganizationWriter,
  ) {}

  async execute({ body, files }: SignUpOrganization) {
    assertDocumentCount(files.length, ORGANIZATION_DOCUMENTS_MIN);
    const organizationId = randomUUID();
    const { profile, defaultCurrency } = toProfile(body);
    await this.uow.run(async (manager) => {
      await this.writer.assertNoDuplicate(manager, profile);
      await this.writer.open(manager, 'Apply', organizationId, { profile, defaultCurrency }, files, null);
    });
    return {
      ...actionResult('ORGANIZATION_SIGN_UP_RECEIVED', { email: profile.email }),
      organizationId,
      status: 'pending' as const,
    };
  }
}
