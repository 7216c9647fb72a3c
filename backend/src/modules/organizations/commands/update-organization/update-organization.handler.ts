import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { targetOrganization } from '../../../../core/auth/tenancy';
import { UnitOfWork } from '../../../../core/database/unit-of-work';
import { actionResult } from '../../../../core/http/action-result';
import { toProfile } from '../organization-input';
import { OrganizationWriter } from '../organization-writer.service';
import { UpdateOrganization } from './update-organization.command';

@CommandHandler(UpdateOrganization)
export class UpdateOrganizationHandler implements ICommandHandler<UpdateOrganization> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly writer: OrganizationWriter,
  ) {}

  async execute({ actor, body }: UpdateOrganization) {
    const organizationId = targetOrganization(actor, body.organizationId);
    const { profile, defaultCurrency } = toProfile(body);
    await this.uow.run(async (manager) => {
      await this.writer.assertNoDuplicate(manager, profile, organizationId);
      await this.writer.execute(manager, organizationId, { type: 'UpdateDetails', profile, defaultCurrency });
    });
    return actionResult('ORGANIZATION_UPDATED');
  }
}
