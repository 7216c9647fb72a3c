import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  type AgingQuery,
  agingQuerySchema,
  agingSchema,
  PERMISSIONS,
  type StatementQuery,
  statementQuerySchema,
  statementSchema,
} from '@bo/shared';
import { CurrentActor, RequirePermission } from '../../../core/auth/auth.decorators';
import type { Actor } from '../../../core/context/request-context';
import { Contract } from '../../../core/http/contract.decorator';
import { GetAging } from '../queries/get-aging/get-aging.query';
import { GetStatement } from '../queries/get-statement/get-statement.query';

const tags = ['finance'];

/** Not in the spec (it has no call for receivables): aging and statements of account, in its style. Agency users: their own. */
@Controller('finance/receivables')
export class ReceivablesController {
  constructor(private readonly queries: QueryBus) {}

  @Get('aging')
  @RequirePermission(PERMISSIONS.invoicesView)
  @Contract({
    summary: 'What organizations owe per currency, in buckets of days past due (0-30, 31-60, 61-90, over 90) as of a day',
    query: agingQuerySchema,
    response: agingSchema,
    tags,
  })
  aging(@CurrentActor() actor: Actor, @Query() query: AgingQuery) {
    return this.queries.execute(new GetAging(actor, query));
  }

  @Get('statement')
  @RequirePermission(PERMISSIONS.invoicesView)
  @Contract({
    summary:
      "An organization's statement of account for a period: opening balance, documents with a running balance, aging at the end",
    query: statementQuerySchema,
    response: statementSchema,
    tags,
  })
  statement(@CurrentActor() actor: Actor, @Query() query: StatementQuery) {
    return this.queries.execute(new GetStatement(actor, query));
  }
}
