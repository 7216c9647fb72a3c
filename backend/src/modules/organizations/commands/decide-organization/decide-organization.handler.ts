import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AuditService } from '../../../../core/audit/audit.service';
import { assertStaff } from '../../../../core/auth/tenancy';
import { UnitOfWork } from '../../../../core/database/unit-of-work';
import { actionResult } from '../../../../core/http/action-result';
import { OrganizationWriter } from '../organization-writer.service';
import { DecideOrganization } from './decide-organization.command';

@CommandHandler(DecideOrganization)
export class DecideOrganizationHandler implements ICommandHandler<DecideOrganization> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly writer: OrganizationWriter,
    private readonly audit: AuditService,
  ) {}

  async execute({ actor, body }: DecideOrganization) {
    assertStaff(actor);
    await this.uow.run(async (manager) => {
      if (body.status === 'approved') {
        const [row] = (await manager.query(`SELECT email FROM organizations.organizations WHERE id = $1`, [
          body.organizationId,
        ])) as { email: string | null }[];
        if (row?.email) await this.writer.assertEmailFreeForAdmin(manager, row.email);
        await this.writer.execute(manager, body.organizationId, { type: 'Approve' });
      } else {
        await this.writer.execute(manager, body.organizationId, { type: 'Reject', reason: body.reason });
      }
      await this.audit.record(
        {
          action: `organization.${body.status}`,
          targetType: 'organization',
          targetId: body.organizationId,
          details: body.reason ? { reason: body.reason } : {},
        },
        manager,
      );
    });
    return {
      ...actionResult(body.status === 'approved' ? 'ORGANIZATION_APPROVED' : 'ORGANIZATION_REJECTED'),
      status: body.status,
    };
  }
}
