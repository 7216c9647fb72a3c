import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { actionResultSchema, PERMISSIONS, periodLockSchema, type SetPeriodLockRequest, setPeriodLockSchema } from '@bo/shared';
import { CurrentActor, RequirePermission } from '../../../core/auth/auth.decorators';
import type { Actor } from '../../../core/context/request-context';
import { Contract } from '../../../core/http/contract.decorator';
import { SetPeriodLock } from '../commands/set-period-lock/set-period-lock.command';
import { GetPeriodLock } from '../queries/get-period-lock/get-period-lock.query';

const tags = ['finance'];

/** Not in the spec (it has no call for it): the period lock finance sets, in the spec's style. */
@Controller('finance/period-lock')
export class PeriodLockController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @RequirePermission(PERMISSIONS.invoicesView)
  @Contract({
    summary: 'The months closed to documents (none dated in them may be added, changed, issued or deactivated)',
    response: periodLockSchema,
    tags,
  })
  get() {
    return this.queries.execute(new GetPeriodLock());
  }

  @Post()
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.invoicesApprove)
  @Contract({
    summary: 'Close the months up to and including `lockedThrough` (YYYY-MM; null reopens them)',
    body: setPeriodLockSchema,
    response: actionResultSchema,
    tags,
  })
  set(@CurrentActor() actor: Actor, @Body() body: SetPeriodLockRequest) {
    return this.commands.execute(new SetPeriodLock(actor, body.lockedThrough));
  }
}
