import { randomBytes } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SECRET_KEY_PREFIX } from '@bo/shared';
import { AuditService } from '../../../../core/audit/audit.service';
import { targetOrganization } from '../../../../core/auth/tenancy';
import { UnitOfWork } from '../../../../core/database/unit-of-work';
import { actionResult } from '../../../../core/http/action-result';
import { hashSecretKey } from '../organization-input';
import { OrganizationWriter } from '../organization-writer.service';
import { ResetSecretKey } from './reset-secret-key.command';

/** 32 CSPRNG bytes, base64url, prefixed; the old key stops working when this transaction commits. */
@CommandHandler(ResetSecretKey)
export class ResetSecretKeyHandler implements ICommandHandler<ResetSecretKey> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly writer: OrganizationWriter,
    private readonly audit: AuditService,
  ) {}

  async execute({ actor, body }: ResetSecretKey) {
    const organizationId = targetOrganization(actor, body.organizationId);
    const secretKey = `${SECRET_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
    await this.uow.run(async (manager) => {
      await this.writer.execute(manager, organizationId, { type: 'ResetSecretKey', keyHash: hashSecretKey(secretKey) });
      await this.audit.record(
        { action: 'organization.secret-key-reset', targetType: 'organization', targetId: organizationId },
        manager,
      );
    });
    return { ...actionResult('SECRET_KEY_RESET'), secretKey, resetAt: new Date().toISOString() };
  }
}
