import type { MarkupSummaryItem, MarkupSummaryPageQuery } from '@bo/shared';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { assertStaff } from '../../../../../core/auth/tenancy';
import { Filters, type Page, pagedList, type Sort } from '../../../../../core/read-side/paged-list';
import { iso } from '../../../../../core/read-side/sql-dates';
import { GetMarkupSummaryListPage } from './get-markup-summary-list-page.query';

/** One line per group and product: the groups' mark-ups counted (a subquery, so paging counts lines). */
const SUMMARY_FROM = `(
  SELECT m.markup_group_id, g.name AS group_name, g.customer_type, m.product_type,
         count(*)::int AS markup_count,
         (count(*) FILTER (WHERE m.active))::int AS active_count,
         (count(*) FILTER (WHERE m.based_on = 'PERCENTAGE'))::int AS percentage_count,
         (count(*) FILTER (WHERE m.based_on = 'AMOUNT'))::int AS amount_count,
         max(m.updated_at) AS last_changed_at
    FROM pricing.markups m JOIN pricing.markup_groups g ON g.id = m.markup_group_id
   GROUP BY m.markup_group_id, g.name, g.customer_type, m.product_type) s`;
const SUMMARY_COLUMNS = `
  s.markup_group_id AS "markupGroupListID", s.group_name AS "markupGroupName", s.customer_type AS "customerType",
  s.product_type AS "productType", s.markup_count AS "markupCount", s.active_count AS "activeCount",
  s.percentage_count AS "percentageCount", s.amount_count AS "amountCount", ${iso('s.last_changed_at')} AS "lastChangedAt"`;
const SUMMARY_SORT: Sort<NonNullable<MarkupSummaryPageQuery['sortKey']>> = {
  keys: {
    markupGroupName: 'lower(s.group_name)',
    productType: 's.product_type',
    markupCount: 's.markup_count',
    activeCount: 's.active_count',
    lastChangedAt: 's.last_changed_at',
  },
  default: 'lower(s.group_name), s.product_type',
  tiebreaker: 's.markup_group_id, s.product_type',
};

/** GetMarkupSummaryListPage: one line per group and product with its counts. */
@QueryHandler(GetMarkupSummaryListPage)
export class GetMarkupSummaryListPageHandler implements IQueryHandler<GetMarkupSummaryListPage> {
  constructor(private readonly dataSource: DataSource) {}

  execute({ actor, query }: GetMarkupSummaryListPage): Promise<Page<MarkupSummaryItem>> {
    assertStaff(actor);
    const filters = new Filters()
      .equals('s.markup_group_id', query.markupGroupListID)
      .equals('s.product_type', query.productType);
    return pagedList<MarkupSummaryItem>(this.dataSource, query, {
      select: SUMMARY_COLUMNS,
      from: SUMMARY_FROM,
      filters,
      sort: SUMMARY_SORT,
    });
  }
}
