import type { MarkupListItem, MarkupListPageQuery } from '@bo/shared';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { assertStaff } from '../../../../../core/auth/tenancy';
import { mapPage, type Page, pagedList, type Sort } from '../../../../../core/read-side/paged-list';
import { LIST_COLUMNS, LIST_FROM, listItem, type ListRow, markupFilters } from '../markup-rows';
import { GetMarkupListPage } from './get-markup-list-page.query';

const LIST_SORT: Sort<NonNullable<MarkupListPageQuery['sortKey']>> = {
  keys: {
    name: 'lower(m.name)',
    productType: 'm.product_type',
    markupGroupName: 'lower(g.name)',
    customerType: 'm.customer_type',
    basedOn: 'm.based_on',
    validFrom: 'm.valid_from',
    validTo: 'm.valid_to',
    active: 'm.active',
    updatedAt: 'm.updated_at',
  },
  default: 'm.updated_at DESC',
  tiebreaker: 'm.id',
};

/** GetMarkupListPage: filtered, sorted, paged; newest change first by default. */
@QueryHandler(GetMarkupListPage)
export class GetMarkupListPageHandler implements IQueryHandler<GetMarkupListPage> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ actor, query }: GetMarkupListPage): Promise<Page<MarkupListItem>> {
    assertStaff(actor);
    const page = await pagedList<ListRow>(this.dataSource, query, {
      select: LIST_COLUMNS,
      from: LIST_FROM,
      filters: markupFilters(query),
      sort: LIST_SORT,
    });
    return mapPage(page, listItem);
  }
}
