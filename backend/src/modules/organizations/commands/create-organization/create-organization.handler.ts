import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AuditService } from '../../../../core/audit/audit.service';
import { assertStaff } from '../../../../core/auth/tenancy';
import { UnitOfWork } from '../../../../core/database/unit-of-work';
import { actionResult } from '../../../../core/http/action-result';
import { assertDocumentCount, toProfile } from '../organization-input';
import { OrganizationWriter } from '../organization-writer.service';
import { CreateOrganization } from './create-organization.command';

@CommandHandler(CreateOrganization)
export class CreateOrganizationHandler implements ICommandHandler<CreateOrganization> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly writer: OrganizationWriter,
    private readonly audit: AuditService,
  ) {}

  async execute({ actor, body, files }: CreateOrganization) {
    assertStaff(actor);
    assertDocumentCount(files.length, 0);
    const organizationId = randomUUID();
    const { profile, defaultCurrency } = toProfile(body);
    await this.uow.run(async (manager) => {
      await this.writer.assertNoDuplicate(manager, profile);
      await this.writer.assertEmailFreeForAdmin(manager, profile.email);
      await this.writer.open(manager, 'Register', organizationId, { profile, defaultCurrency }, files, actor.userId);
      await this.audit.record({ action: 'organization.created', targetType: 'organization', targetId: organizationId }, manager);
    });
    return { ...actionResult('ORGANIZATION_CREATED', { email: profile.email }), organizationId, status: 'approved' as const };
  }
}
