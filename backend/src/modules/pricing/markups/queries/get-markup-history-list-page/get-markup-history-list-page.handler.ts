import type { MarkupHistoryItem, MarkupHistoryPageQuery } from '@bo/shared';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { assertStaff } from '../../../../../core/auth/tenancy';
import { Filters, mapPage, type Page, pagedList, type Sort } from '../../../../../core/read-side/paged-list';
import { iso } from '../../../../../core/read-side/sql-dates';
import { changedBy } from '../markup-rows';
import { GetMarkupHistoryListPage } from './get-markup-history-list-page.query';

const HISTORY_COLUMNS = `
  v.markup_id AS "markupID", v.version, v.definition->>'name' AS name, v.change, v.changed_fields AS "changedFields",
  v.reason, v.changed_by_user_id AS "changedByUserId", v.changed_by_name AS "changedByName", ${iso('v.changed_at')} AS "changedAt"`;
const HISTORY_SORT: Sort<NonNullable<MarkupHistoryPageQuery['sortKey']>> = {
  keys: { changedAt: 'v.changed_at', name: `lower(v.definition->>'name')`, version: 'v.version' },
  default: 'v.changed_at DESC',
  tiebreaker: 'v.markup_id, v.version DESC',
};
type HistoryRow = Omit<MarkupHistoryItem, 'changedBy'> & { changedByUserId: string | null; changedByName: string | null };
const historyItem = ({ changedByUserId, changedByName, ...r }: HistoryRow): MarkupHistoryItem => ({
  ...r,
  changedBy: changedBy(changedByUserId, changedByName),
});

/** GetMarkupHistoryListPage: every version (of one mark-up with `markupID`), newest first. */
@QueryHandler(GetMarkupHistoryListPage)
export class GetMarkupHistoryListPageHandler implements IQueryHandler<GetMarkupHistoryListPage> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ actor, query }: GetMarkupHistoryListPage): Promise<Page<MarkupHistoryItem>> {
    assertStaff(actor);
    const page = await pagedList<HistoryRow>(this.dataSource, query, {
      select: HISTORY_COLUMNS,
      from: 'pricing.markup_versions v',
      filters: new Filters().equals('v.markup_id', query.markupID),
      sort: HISTORY_SORT,
    });
    return mapPage(page, historyItem);
  }
}
