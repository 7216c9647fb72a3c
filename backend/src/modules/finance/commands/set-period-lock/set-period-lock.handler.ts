import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AuditService } from '../../../../core/audit/audit.service';
import { assertStaff } from '../../../../core/auth/tenancy';
import { UnitOfWork } from '../../../../core/database/unit-of-work';
import { actionResult } from '../../../../core/http/action-result';
import { SetPeriodLock } from './set-period-lock.command';

@CommandHandler(SetPeriodLock)
export class SetPeriodLockHandler implements ICommandHandler<SetPeriodLock> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly audit: AuditService,
  ) {}

  async execute({ actor, lockedThrough }: SetPeriodLock) {
    assertStaff(actor);
    await this.uow.run(async (manager) => {
      // The row is locked until commit: an issue checking the lock meanwhile waits and then sees the new one.
      const [before] = (await manager.query(`SELECT locked_through FROM finance.period_lock WHERE id = 1 FOR UPDATE`)) as {
        locked_through: string | null;
      }[];
      await manager.query(
        `INSERT INTO finance.period_lock (id, locked_through, updated_at, updated_by) VALUES (1, $1, now(), $2)
         ON CONFLICT (id) DO UPDATE SET locked_through = EXCLUDED.locked_through, updated_at = now(), updated_by = EXCLUDED.updated_by`,
        [lockedThrough, actor.userId],
      );
      await this.audit.record(
        {
          action: 'finance-period-lock.changed',
          targetType: 'finance-period-lock',
          targetId: 'period-lock',
          details: { before: before?.locked_through ?? null, after: lockedThrough },
        },
        manager,
      );
    });
    return actionResult('PERIOD_LOCK_SAVED');
  }
}
