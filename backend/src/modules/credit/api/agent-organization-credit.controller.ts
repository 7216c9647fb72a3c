import { Body, Controller, Get, HttpCode, Param, Post, Query, Res, UploadedFile as UploadedFileParam } from '@nestjs/common';
import type { Response } from 'express';
import { z } from 'zod';
import {
  type CaptureHoldBody,
  type CreditAccountQuery,
  type CreditAdjustmentBody,
  type CreditHistoryExport,
  type CreditHistoryQuery,
  type CreditLimitTopUpBody,
  type CreditListQuery,
  type HoldCreditBody,
  type ManualRefundBody,
  PERMISSIONS,
  type ProcessTopUpBody,
  type ReleaseHoldBody,
  type SpendCreditBody,
  TOP_UP_SLIP_FIELD,
  type TopUpListQuery,
  type TopUpRequestBody,
  cancelTopUpSchema,
  captureHoldSchema,
  creditAccountQuerySchema,
  creditAdjustmentSchema,
  creditBalanceSchema,
  creditCommandResultSchema,
  creditHistoryExportSchema,
  creditHistoryPageSchema,
  creditHistoryQuerySchema,
  creditLimitTopUpSchema,
  creditListPageSchema,
  creditListQuerySchema,
  holdCreditSchema,
  manualRefundSchema,
  processTopUpSchema,
  releaseHoldSchema,
  spendCreditSchema,
  topUpListPageSchema,
  topUpListQuerySchema,
  topUpRequestSchema,
} from '@bo/shared';
import { CurrentActor, RequirePermission } from '../../../core/auth/auth.decorators';
import type { Actor } from '../../../core/context/request-context';
import { Contract } from '../../../core/http/contract.decorator';
import { AcceptsAttachment } from '../../../core/storage/attachment.interceptor';
import type { UploadedFile } from '../../../core/storage/storage.service';
import { CommandBus } from '@nestjs/cqrs';
import { AdjustBalance } from '../commands/adjust-balance/adjust-balance.command';
import { AdjustCreditLimit } from '../commands/adjust-credit-limit/adjust-credit-limit.command';
import { CancelTopUp } from '../commands/cancel-top-up/cancel-top-up.command';
import { CaptureHold } from '../commands/capture-hold/capture-hold.command';
import { PlaceHold } from '../commands/place-hold/place-hold.command';
import { ProcessTopUp } from '../commands/process-top-up/process-top-up.command';
import { RefundCredit } from '../commands/refund-credit/refund-credit.command';
import { ReleaseHold } from '../commands/release-hold/release-hold.command';
import { RequestTopUp } from '../commands/request-top-up/request-top-up.command';
import { SpendCredit } from '../commands/spend-credit/spend-credit.command';
import { QueryBus } from '@nestjs/cqrs';
import { ExportCreditHistories } from '../queries/export-credit-histories/export-credit-histories.query';
import { GetAvailableCredit } from '../queries/get-available-credit/get-available-credit.query';
import { GetCreditHistories } from '../queries/get-credit-histories/get-credit-histories.query';
import { GetCreditList } from '../queries/get-credit-list/get-credit-list.query';
import { GetTopUps } from '../queries/get-top-ups/get-top-ups.query';
import { SendTopUpSlip } from '../queries/send-top-up-slip/send-top-up-slip.query';

const tags = ['credit'];
export const topUpParams = z.object({ topUpId: z.uuid({ error: 'RECORD_NOT_FOUND' }) });
const result = creditCommandResultSchema;

/**
 * `/bo/AgentOrganizationCredit` (spec section 7) plus additions: cancel-top-up, the slip download,
 * the history export and the booking-facing spend / hold / capture-hold / release-hold. Every
 * amount is integer minor units of `currencyCode`. Staff name `organizationId`; an agency user
 * works on its own organization (another one answers 404). Writes accept `Idempotency-Key`.
 */
@Controller('bo/AgentOrganizationCredit')
export class AgentOrganizationCreditController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('top-up')
  @RequirePermission(PERMISSIONS.creditCreate)
  @AcceptsAttachment(TOP_UP_SLIP_FIELD)
  @Contract({
    summary:
      'Request a top-up (multipart: the fields + the bank-in slip in `file`, PDF/JPEG/PNG, 3 MB at most); PEND until decided',
    body: topUpRequestSchema,
    response: result,
    tags,
  })
  topUp(@CurrentActor() actor: Actor, @Body() body: TopUpRequestBody, @UploadedFileParam() slip: UploadedFile | undefined) {
    return this.commands.execute(new RequestTopUp(actor, 'agent', body, slip));
  }

  @Post('process-top-up')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.creditApprove)
  @Contract({
    summary: 'Approve (VERIFY: posts the amount), reject (REJECT, reason required) or undo an approval once (UNDO); staff',
    body: processTopUpSchema,
    response: result,
    tags,
  })
  processTopUp(@CurrentActor() actor: Actor, @Body() body: ProcessTopUpBody) {
    return this.commands.execute(new ProcessTopUp(actor, 'agent', body));
  }

  @Post('cancel-top-up')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.creditCreate)
  @Contract({
    summary: 'Withdraw a pending top-up (addition; PAYMENT_CANCELLED)',
    body: cancelTopUpSchema,
    response: result,
    tags,
  })
  cancelTopUp(@CurrentActor() actor: Actor, @Body() body: { topUpId: string }) {
    return this.commands.execute(new CancelTopUp(actor, 'agent', body.topUpId));
  }

  @Post('creditlimit-top-up')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.creditEdit)
  @Contract({
    summary: 'Raise (or, negative, lower) the credit limit; staff',
    body: creditLimitTopUpSchema,
    response: result,
    tags,
  })
  creditLimitTopUp(@CurrentActor() actor: Actor, @Body() body: CreditLimitTopUpBody) {
    return this.commands.execute(new AdjustCreditLimit(actor, body));
  }

  @Post('creditnote')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.creditEdit)
  @Contract({
    summary: 'Credit note: adds to the balance (SYSTEM_BALANCE_UPDATE); staff',
    body: creditAdjustmentSchema,
    response: result,
    tags,
  })
  creditNote(@CurrentActor() actor: Actor, @Body() body: CreditAdjustmentBody) {
    return this.commands.execute(new AdjustBalance(actor, 'CREDIT_NOTE', body));
  }

  @Post('debitnote')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.creditEdit)
  @Contract({
    summary: 'Debit note: takes from the balance, never below zero available (SYSTEM_BALANCE_UPDATE); staff',
    body: creditAdjustmentSchema,
    response: result,
    tags,
  })
  debitNote(@CurrentActor() actor: Actor, @Body() body: CreditAdjustmentBody) {
    return this.commands.execute(new AdjustBalance(actor, 'DEBIT_NOTE', body));
  }

  @Post('manualrefund')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.creditEdit)
  @Contract({
    summary: 'Refund credit spent on a booking, at most what it spent and was not yet refunded; staff',
    body: manualRefundSchema,
    response: result,
    tags,
  })
  manualRefund(@CurrentActor() actor: Actor, @Body() body: ManualRefundBody) {
    return this.commands.execute(new RefundCredit(actor, body));
  }

  @Post('spend')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.creditEdit)
  @Contract({
    summary: 'Spend credit on a booking (addition, booking-facing); refused when available would go below zero',
    body: spendCreditSchema,
    response: result,
    tags,
  })
  spend(@CurrentActor() actor: Actor, @Body() body: SpendCreditBody) {
    return this.commands.execute(new SpendCredit(actor, body));
  }

  @Post('hold')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.creditEdit)
  @Contract({
    summary: 'Hold credit for a booking until it is captured, released or expires (addition, booking-facing)',
    body: holdCreditSchema,
    response: result,
    tags,
  })
  hold(@CurrentActor() actor: Actor, @Body() body: HoldCreditBody) {
    return this.commands.execute(new PlaceHold(actor, body));
  }

  @Post('capture-hold')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.creditEdit)
  @Contract({
    summary: "Spend a booking's hold, all of it or `amount` (the rest is released) (addition, booking-facing)",
    body: captureHoldSchema,
    response: result,
    tags,
  })
  captureHold(@CurrentActor() actor: Actor, @Body() body: CaptureHoldBody) {
    return this.commands.execute(new CaptureHold(actor, body));
  }

  @Post('release-hold')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.creditEdit)
  @Contract({ summary: "Give a booking's hold back (addition, booking-facing)", body: releaseHoldSchema, response: result, tags })
  releaseHold(@CurrentActor() actor: Actor, @Body() body: ReleaseHoldBody) {
    return this.commands.execute(new ReleaseHold(actor, body));
  }

  @Get('getavailablecredit')
  @RequirePermission(PERMISSIONS.creditView)
  @Contract({
    summary: 'Credit limit, balance, held and available in one currency',
    query: creditAccountQuerySchema,
    response: creditBalanceSchema,
    tags,
  })
  availableCredit(@CurrentActor() actor: Actor, @Query() query: CreditAccountQuery) {
    return this.queries.execute(new GetAvailableCredit(actor, 'agent', query));
  }

  @Get('getcreditlist')
  @RequirePermission(PERMISSIONS.creditView)
  @Contract({
    summary: 'Balances per organization and currency, filtered, sorted and paged (an agency user: its own)',
    query: creditListQuerySchema,
    response: creditListPageSchema,
    tags,
  })
  creditList(@CurrentActor() actor: Actor, @Query() query: CreditListQuery) {
    return this.queries.execute(new GetCreditList(actor, 'agent', query));
  }

  @Post('getcredithistories')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.creditView)
  @Contract({
    summary: 'Credit history of one account with the running balance per entry; filters, sorting, paging',
    body: creditHistoryQuerySchema,
    response: creditHistoryPageSchema,
    tags,
  })
  histories(@CurrentActor() actor: Actor, @Body() body: CreditHistoryQuery) {
    return this.queries.execute(new GetCreditHistories(actor, 'agent', body));
  }

  @Get('credit-histories/export')
  @RequirePermission(PERMISSIONS.creditView)
  @Contract({ summary: 'The filtered credit history as CSV or XLSX (addition)', query: creditHistoryExportSchema, tags })
  async exportHistories(@CurrentActor() actor: Actor, @Query() query: CreditHistoryExport, @Res() res: Response) {
    await this.queries.execute(new ExportCreditHistories(actor, 'agent', query, res));
  }

  @Post('credit-histories/export')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.creditView)
  @Contract({ summary: 'The same export with the filters in the body (addition)', body: creditHistoryExportSchema, tags })
  async exportHistoriesPost(@CurrentActor() actor: Actor, @Body() body: CreditHistoryExport, @Res() res: Response) {
    await this.queries.execute(new ExportCreditHistories(actor, 'agent', body, res));
  }

  @Post('getcredittopuplist')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.creditView)
  @Contract({
    summary: 'Top-ups by status (PEND, VERIFY, REJECT, CANCEL), currency, payment type; sorted and paged',
    body: topUpListQuerySchema,
    response: topUpListPageSchema,
    tags,
  })
  topUps(@CurrentActor() actor: Actor, @Body() body: TopUpListQuery) {
    return this.queries.execute(new GetTopUps(actor, 'agent', body));
  }

  @Get('top-ups/:topUpId/slip')
  @RequirePermission(PERMISSIONS.creditView)
  @Contract({
    summary: 'Download the bank-in slip (its organization and the provider only) (addition)',
    params: topUpParams,
    tags,
  })
  async slip(@CurrentActor() actor: Actor, @Param('topUpId') topUpId: string, @Res() res: Response) {
    await this.queries.execute(new SendTopUpSlip(actor, 'agent', topUpId, res));
  }
}
