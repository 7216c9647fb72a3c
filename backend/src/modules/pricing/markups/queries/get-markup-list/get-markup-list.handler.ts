import type { MarkupListItem } from '@bo/shared';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { assertStaff } from '../../../../../core/auth/tenancy';
import { LIST_COLUMNS, LIST_FROM, listItem, type ListRow, markupFilters } from '../markup-rows';
import { GetMarkupList } from './get-markup-list.query';

/** GetMarkupList: every mark-up matching the filters, by name (pickers). */
@QueryHandler(GetMarkupList)
export class GetMarkupListHandler implements IQueryHandler<GetMarkupList> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ actor, query }: GetMarkupList): Promise<MarkupListItem[]> {
    assertStaff(actor);
    const filters = markupFilters(query);
    const rows = (await this.dataSource.query(
      `SELECT ${LIST_COLUMNS} FROM ${LIST_FROM} ${filters.sql} ORDER BY lower(m.name), m.id`,
      filters.params,
    )) as ListRow[];
    return rows.map(listItem);
  }
}
