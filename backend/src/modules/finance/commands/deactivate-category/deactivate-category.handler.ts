import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AuditService } from '../../../../core/audit/audit.service';
import { assertStaff } from '../../../../core/auth/tenancy';
import { UnitOfWork } from '../../../../core/database/unit-of-work';
import { actionResult } from '../../../../core/http/action-result';
import { DeactivateCategory } from './deactivate-category.command';

@CommandHandler(DeactivateCategory)
export class DeactivateCategoryHandler implements ICommandHandler<DeactivateCategory> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly audit: AuditService,
  ) {}

  async execute({ actor, family, category }: DeactivateCategory) {
    assertStaff(actor);
    await this.uow.run(async (manager) => {
      await manager.query(
        `INSERT INTO finance.categories (family, category, active) VALUES ($1, $2, false)
         ON CONFLICT (family, category) DO UPDATE SET active = false, updated_at = now()`,
        [family, category],
      );
      await this.audit.record(
        {
          action: 'finance-category.deactivated',
          targetType: 'finance-category',
          targetId: `${family}:${category}`,
          details: { family, category },
        },
        manager,
      );
    });
    return actionResult('FINANCE_CATEGORY_DEACTIVATED');
  }
}
