import { Body, Controller, Get, HttpCode, Param, Post, Query, Res, UploadedFile as UploadedFileParam } from '@nestjs/common';
import type { Response } from 'express';
import {
  type CreditListQuery,
  PERMISSIONS,
  type ProcessTopUpBody,
  TOP_UP_SLIP_FIELD,
  type TopUpListQuery,
  type TopUpRequestBody,
  creditBalanceSchema,
  creditCommandResultSchema,
  creditListPageSchema,
  creditListQuerySchema,
  processTopUpSchema,
  systemCurrencyQuerySchema,
  systemTopUpListQuerySchema,
  systemTopUpRequestSchema,
  topUpListPageSchema,
} from '@bo/shared';
import { CurrentActor, RequirePermission } from '../../../core/auth/auth.decorators';
import type { Actor } from '../../../core/context/request-context';
import { Contract } from '../../../core/http/contract.decorator';
import { AcceptsAttachment } from '../../../core/storage/attachment.interceptor';
import type { UploadedFile } from '../../../core/storage/storage.service';
import { CommandBus } from '@nestjs/cqrs';
import { ProcessTopUp } from '../commands/process-top-up/process-top-up.command';
import { RequestTopUp } from '../commands/request-top-up/request-top-up.command';
import { QueryBus } from '@nestjs/cqrs';
import { GetAvailableCredit } from '../queries/get-available-credit/get-available-credit.query';
import { GetCreditList } from '../queries/get-credit-list/get-credit-list.query';
import { GetTopUps } from '../queries/get-top-ups/get-top-ups.query';
import { SendTopUpSlip } from '../queries/send-top-up-slip/send-top-up-slip.query';
import { topUpParams } from './agent-organization-credit.controller';

const tags = ['credit'];

/**
 * The ledger calls of `/bo/SystemOrganizationCredit`: the provider's own credit, one account per
 * currency on the same ledger as the agents' (organization SYSTEM_ORGANIZATION_ID). Staff only.
 * (The system fee settings of the same path are CreditFeesModule's, `credit/fees`.)
 */
@Controller('bo/SystemOrganizationCredit')
export class SystemOrganizationCreditController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('top-up')
  @RequirePermission(PERMISSIONS.systemCreditCreate)
  @AcceptsAttachment(TOP_UP_SLIP_FIELD)
  @Contract({
    summary: "Request a top-up of the provider's own credit (multipart, slip in `file`); PEND until decided",
    body: systemTopUpRequestSchema,
    response: creditCommandResultSchema,
    tags,
  })
  topUp(@CurrentActor() actor: Actor, @Body() body: TopUpRequestBody, @UploadedFileParam() slip: UploadedFile | undefined) {
    return this.commands.execute(new RequestTopUp(actor, 'system', body, slip));
  }

  @Post('process-top-up')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.systemCreditApprove)
  @Contract({
    summary: 'Approve (VERIFY), reject (REJECT, with reason) or undo once (UNDO) a system top-up',
    body: processTopUpSchema,
    response: creditCommandResultSchema,
    tags,
  })
  processTopUp(@CurrentActor() actor: Actor, @Body() body: ProcessTopUpBody) {
    return this.commands.execute(new ProcessTopUp(actor, 'system', body));
  }

  @Get('getavailablecredit')
  @RequirePermission(PERMISSIONS.systemCreditView)
  @Contract({
    summary: "The provider's credit in one currency",
    query: systemCurrencyQuerySchema,
    response: creditBalanceSchema,
    tags,
  })
  availableCredit(@CurrentActor() actor: Actor, @Query() query: { currencyCode: string }) {
    return this.queries.execute(new GetAvailableCredit(actor, 'system', query));
  }

  @Get('getcreditlist')
  @RequirePermission(PERMISSIONS.systemCreditView)
  @Contract({
    summary: "The provider's credit per currency, sorted and paged",
    query: creditListQuerySchema,
    response: creditListPageSchema,
    tags,
  })
  creditList(@CurrentActor() actor: Actor, @Query() query: CreditListQuery) {
    return this.queries.execute(new GetCreditList(actor, 'system', query));
  }

  @Get('getcredittopuplist')
  @RequirePermission(PERMISSIONS.systemCreditView)
  @Contract({
    summary: "The provider's top-ups by status, sorted and paged",
    query: systemTopUpListQuerySchema,
    response: topUpListPageSchema,
    tags,
  })
  topUps(@CurrentActor() actor: Actor, @Query() query: TopUpListQuery) {
    return this.queries.execute(new GetTopUps(actor, 'system', query));
  }

  @Get('top-ups/:topUpId/slip')
  @RequirePermission(PERMISSIONS.systemCreditView)
  @Contract({ summary: 'Download the bank-in slip of a system top-up (addition)', params: topUpParams, tags })
  async slip(@CurrentActor() actor: Actor, @Param('topUpId') topUpId: string, @Res() res: Response) {
    await this.queries.execute(new SendTopUpSlip(actor, 'system', topUpId, res));
  }
}
