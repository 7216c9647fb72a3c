import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { MenuEntry } from '@bo/shared';
import { Filters, type Page, pagedList } from '../../../../../core/read-side/paged-list';
import { MENU_COLUMNS, MENU_SORT } from '../access-control-rows';
import { FilterMenus } from './filter-menus.query';

@QueryHandler(FilterMenus)
export class FilterMenusHandler implements IQueryHandler<FilterMenus> {
  constructor(private readonly dataSource: DataSource) {}

  execute({ query }: FilterMenus): Promise<Page<MenuEntry>> {
    const filters = new Filters()
      .contains(['m.code', 'm.name_en', 'm.name_ms'], query.name)
      .equalsIgnoringCase('m.group_name', query.groupName)
      .equalsIgnoringCase('m.category', query.category);
    return pagedList<MenuEntry>(this.dataSource, query, {
      select: MENU_COLUMNS,
      from: 'identity.menus m',
      filters,
      sort: MENU_SORT,
    });
  }
}
