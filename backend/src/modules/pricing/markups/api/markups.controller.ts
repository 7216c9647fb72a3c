import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type CreateMarkupBody,
  type EditMarkupBody,
  type MarkupDetailQuery,
  type MarkupHistoryPageQuery,
  type MarkupListPageQuery,
  type MarkupListQuery,
  type MarkupSummaryPageQuery,
  PERMISSIONS,
  createMarkupSchema,
  editMarkupSchema,
  markupDetailQuerySchema,
  markupDetailSchema,
  markupDetailSummarySchema,
  markupHistoryPageQuerySchema,
  markupHistoryPageSchema,
  markupIdQuerySchema,
  markupListPageQuerySchema,
  markupListPageSchema,
  markupListQuerySchema,
  markupListSchema,
  markupResultSchema,
  markupSummaryPageQuerySchema,
  markupSummaryPageSchema,
} from '@bo/shared';
import { CurrentActor, RequirePermission } from '../../../../core/auth/auth.decorators';
import type { Actor } from '../../../../core/context/request-context';
import { Contract } from '../../../../core/http/contract.decorator';
import { CreateMarkup } from '../commands/create-markup/create-markup.command';
import { EditMarkup } from '../commands/edit-markup/edit-markup.command';
import { GetMarkupDetail } from '../queries/get-markup-detail/get-markup-detail.query';
import { GetMarkupDetailSummary } from '../queries/get-markup-detail-summary/get-markup-detail-summary.query';
import { GetMarkupHistoryListPage } from '../queries/get-markup-history-list-page/get-markup-history-list-page.query';
import { GetMarkupList } from '../queries/get-markup-list/get-markup-list.query';
import { GetMarkupListPage } from '../queries/get-markup-list-page/get-markup-list-page.query';
import { GetMarkupSummaryListPage } from '../queries/get-markup-summary-list-page/get-markup-summary-list-page.query';

const tags = ['pricing'];

/**
 * `/markup` (spec section 3, "Mark-up"): mark-ups kept as versions (docs/pricing.md).
 * Writes and reads are the provider's staff's (agency users are refused); `POST test`, the quote,
 * is QuoteController's. Query strings are parsed by the contracts, which drop unknown keys, so a
 * call with extra parameters (`?test`) answers as without them.
 */
@Controller('markup')
export class MarkupsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('Create')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.markupsCreate)
  @Contract({
    summary: 'Create a mark-up (version 1) for a group of its customer type; answers the mark-up',
    body: createMarkupSchema,
    response: markupResultSchema,
    tags,
  })
  create(@CurrentActor() actor: Actor, @Body() body: CreateMarkupBody) {
    return this.commands.execute(new CreateMarkup(actor, body));
  }

  @Post('Edit')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.markupsEdit)
  @Contract({
    summary:
      'A new version of a mark-up, every field replaced, with the reason; `expectedVersion` refuses an edit over a newer version (409). An edit that changes nothing answers the current version',
    body: editMarkupSchema,
    response: markupResultSchema,
    tags,
  })
  edit(@CurrentActor() actor: Actor, @Body() body: EditMarkupBody) {
    return this.commands.execute(new EditMarkup(actor, body));
  }

  @Get('GetMarkupDetail')
  @RequirePermission(PERMISSIONS.markupsView)
  @Contract({
    summary: 'A mark-up as of its current version, or of `version` (explains an earlier quote)',
    query: markupDetailQuerySchema,
    response: markupDetailSchema,
    tags,
  })
  detail(@CurrentActor() actor: Actor, @Query() query: MarkupDetailQuery) {
    return this.queries.execute(new GetMarkupDetail(actor, query.markupID, query.version));
  }

  @Get('GetMarkUpDetailSummary')
  @RequirePermission(PERMISSIONS.markupsView)
  @Contract({
    summary: "A mark-up's headline: current version, lowest and highest value, last change",
    query: markupIdQuerySchema,
    response: markupDetailSummarySchema,
    tags,
  })
  detailSummary(@CurrentActor() actor: Actor, @Query() query: { markupID: string }) {
    return this.queries.execute(new GetMarkupDetailSummary(actor, query.markupID));
  }

  @Get('GetMarkupList')
  @RequirePermission(PERMISSIONS.markupsView)
  @Contract({
    summary: 'Every mark-up matching the filters, by name',
    query: markupListQuerySchema,
    response: markupListSchema,
    tags,
  })
  list(@CurrentActor() actor: Actor, @Query() query: MarkupListQuery) {
    return this.queries.execute(new GetMarkupList(actor, query));
  }

  @Get('GetMarkupListPage')
  @RequirePermission(PERMISSIONS.markupsView)
  @Contract({
    summary: 'Mark-ups, filtered, sorted and paged (latest change first)',
    query: markupListPageQuerySchema,
    response: markupListPageSchema,
    tags,
  })
  listPage(@CurrentActor() actor: Actor, @Query() query: MarkupListPageQuery) {
    return this.queries.execute(new GetMarkupListPage(actor, query));
  }

  @Get('GetMarkupSummaryListPage')
  @RequirePermission(PERMISSIONS.markupsView)
  @Contract({
    summary: 'Mark-ups counted per group and product (active, percentage, amount), paged',
    query: markupSummaryPageQuerySchema,
    response: markupSummaryPageSchema,
    tags,
  })
  summaryPage(@CurrentActor() actor: Actor, @Query() query: MarkupSummaryPageQuery) {
    return this.queries.execute(new GetMarkupSummaryListPage(actor, query));
  }

  @Get('GetMarkupHistoryListPage')
  @RequirePermission(PERMISSIONS.markupsView)
  @Contract({
    summary: 'Every version of the mark-ups (of one with `markupID`), newest first: what changed, why, by whom',
    query: markupHistoryPageQuerySchema,
    response: markupHistoryPageSchema,
    tags,
  })
  historyPage(@CurrentActor() actor: Actor, @Query() query: MarkupHistoryPageQuery) {
    return this.queries.execute(new GetMarkupHistoryListPage(actor, query));
  }
}
